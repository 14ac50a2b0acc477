/** A JSON object as the client returns it. */
export type Json = { [key: string]: unknown };

/** What this link uses of the official client `@modelcontextprotocol/client` (named here by shape: the SDK is imported only by transports and testing). */
export interface ClientLike {
  connect(transport: never): Promise<void>;
  listTools(params: object): Promise<unknown>;
  listResources(params: object): Promise<unknown>;
  readResource(params: { uri: string }): Promise<unknown>;
  callTool(params: { name: string; arguments: Json }): Promise<unknown>;
  close(): Promise<void>;
}

/** The parts of `@modelcontextprotocol/client` the link constructs. */
export interface ClientModule {
  Client: new (info: { name: string; version: string }, options: never) => ClientLike;
  StreamableHTTPClientTransport: new (url: URL) => unknown;
}

/** Loads `@modelcontextprotocol/client` (the caller decides which error a missing package gives). */
export type ClientLoader = () => Promise<ClientModule>;

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

/**
 * Connects the official client to an MCP endpoint, as a host that renders views would.
 * @example const link = await connectLink('http://127.0.0.1:3000/mcp', () => import('@modelcontextprotocol/client'));
 */
export async function connectLink(url: string, load: ClientLoader): Promise<McpLink> {
  const sdk = await load();
  const options = { capabilities: { extensions: { [UI_EXTENSION]: { mimeTypes: [VIEW_MIME_TYPE] } } } };
  const client = new sdk.Client({ name: 'mcp-decorators-view-host', version: '1.0.0' }, options as never);
  await client.connect(new sdk.StreamableHTTPClientTransport(new URL(url)) as never);
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
