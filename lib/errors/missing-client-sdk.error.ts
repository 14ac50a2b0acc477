import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by mcp-decorators/testing when a test asks for an official client whose package is not installed,
 * naming the package, the command that installs it and the client that can be used instead.
 * @example await connectClient({ revision, client: 'v1', transport: 'memory', server }); // MCPD_CLIENT_SDK without @modelcontextprotocol/sdk
 */
export class MissingClientSdkError extends McpDecoratorsError {
  readonly code = 'MCPD_CLIENT_SDK';

  constructor(readonly client: string, readonly packageName: string, range: string, other: { readonly client: string; readonly packageName: string }, cause?: unknown) {
    super(
      `the ${client} client needs ${packageName}, which is not installed. Install it as a dev dependency (npm install -D ${packageName}@${range}), or ask for the ${other.client} client (${other.packageName}) instead: { client: '${other.client}' }.`,
      { target: 'mcp-decorators/testing', member: `client ${client}` },
      { cause },
    );
  }
}
