import type { Client } from '@modelcontextprotocol/client';
import { importClientModule } from '../client-sdk.js';
import type { Json } from '../tool-call-outcome.js';

/** The MCP Apps extension id and the view MIME type a host declares it can show. */
export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
export const VIEW_MIME_TYPE = 'text/html;profile=mcp-app';

/** The harness's MCP client: the official v2 client over Streamable HTTP, declaring the MCP Apps extension. */
export interface McpLink {
  listTools(): Promise<Json[]>;
  readResource(uri: string): Promise<Json>;
  /** The `resources/list` entry of `uri`, if the server lists it. */
  listedResource(uri: string): Promise<Json | undefined>;
  callTool(name: string, args: Json): Promise<Json>;
  close(): Promise<void>;
}

/** Connects the official client to an MCP endpoint, as a host that renders views would. */
export async function connectLink(url: string): Promise<McpLink> {
  const sdk = await importClientModule('v2', () => import('@modelcontextprotocol/client'));
  const options = { capabilities: { extensions: { [UI_EXTENSION]: { mimeTypes: [VIEW_MIME_TYPE] } } } } as ConstructorParameters<typeof sdk.Client>[1];
  const client: Client = new sdk.Client({ name: 'mcp-decorators-view-host', version: '1.0.0' }, options);
  await client.connect(new sdk.StreamableHTTPClientTransport(new URL(url)));
  return {
    async listTools() {
      const tools: Json[] = [];
      let cursor: string | undefined;
      // Bounded: a server that keeps handing out cursors is read for at most 100 pages.
      for (let page = 0; page < 100; page++) {
        const listed = (await client.listTools(cursor === undefined ? {} : { cursor })) as Json;
        tools.push(...(listed.tools as Json[]));
        cursor = typeof listed.nextCursor === 'string' ? listed.nextCursor : undefined;
        if (cursor === undefined) break;
      }
      return tools;
    },
    async listedResource(uri) {
      let cursor: string | undefined;
      for (let page = 0; page < 100; page++) {
        const listed = (await client.listResources(cursor === undefined ? {} : { cursor })) as Json;
        const found = (listed.resources as Json[]).find((resource) => resource.uri === uri);
        if (found) return found;
        cursor = typeof listed.nextCursor === 'string' ? listed.nextCursor : undefined;
        if (cursor === undefined) return undefined;
      }
      return undefined;
    },
    readResource: async (uri) => (await client.readResource({ uri })) as Json,
    callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as Json,
    close: () => client.close(),
  };
}
