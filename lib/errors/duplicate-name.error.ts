import { McpDecoratorsError } from './mcp-decorators-error.js';

/** What kind of catalogue entry collided. */
export type CatalogueKind = 'tool' | 'resource' | 'resource template' | 'prompt';

const CODES: { readonly [K in CatalogueKind]: string } = {
  tool: 'MCPD_DUPLICATE_TOOL',
  resource: 'MCPD_DUPLICATE_RESOURCE',
  'resource template': 'MCPD_DUPLICATE_TEMPLATE',
  prompt: 'MCPD_DUPLICATE_PROMPT',
};

const KEY_WORD: { readonly [K in CatalogueKind]: string } = {
  tool: 'name',
  resource: 'URI',
  'resource template': 'URI template',
  prompt: 'name',
};

/** Raised by scan when two members declare the same tool name, resource URI, template or prompt name. */
export class DuplicateNameError extends McpDecoratorsError {
  readonly code: string;
  /** The members that collided, first declaration first. */
  readonly members: readonly [string, string];
  constructor(kind: CatalogueKind, value: string, first: string, second: string) {
    super(`${kind} ${KEY_WORD[kind]} ${JSON.stringify(value)} is declared twice: by ${first} and by ${second}. Names must be unique across everything scanned; rename one with the decorator's ${kind === 'tool' || kind === 'prompt' ? "'name' option" : 'first argument'}.`, { target: second.split('.')[0], member: second });
    this.code = CODES[kind];
    this.members = [first, second];
  }
}
