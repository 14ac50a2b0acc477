import type { ListenTopic, McpExtension } from './extension.js';
import type { OwnerKey } from './owner.js';

/** The extensions of one server, compiled once by createServer into what the engine looks up per request. */
export interface ExtensionRuntime {
  readonly list: readonly McpExtension[];
  /** Method → the params key `Mcp-Name` mirrors on 2026-07-28 HTTP (tools/call → name, …, plus the extensions'). */
  readonly routing: ReadonlyMap<string, string>;
  /** `resultType` values results may carry: `complete`, `input_required` and the extensions' kinds. */
  readonly resultKinds: ReadonlySet<string>;
  readonly listenTopics: readonly ListenTopic[];
  /** The extensions that may take over tool calls with an execution mode, in order. */
  readonly executors: readonly McpExtension[];
  readonly owner: OwnerKey;
}
