import { McpDecoratorsError } from './mcp-decorators-error.js';

/** The codes of what scan warns about (and refuses under `scan(…, { strict: true })`). */
export type ScanWarningCode = 'MCPD_UNDECORATED_PROPERTY' | 'MCPD_OPTIONAL_LOOKING_PARAM';

/**
 * Something scan can build but that probably does not do what was meant (a DTO property no decorator declares, a
 * parameter the handler treats as optional that the schema requires). A warning through `diagnostics`, thrown under
 * `strict`. @example scan([ShopTools], { strict: true }) // throws ScanWarningError [MCPD_UNDECORATED_PROPERTY] …
 */
export class ScanWarningError extends McpDecoratorsError {
  readonly code: ScanWarningCode;
  constructor(code: ScanWarningCode, target: string, member: string, message: string) {
    super(message, { target, member });
    this.code = code;
  }
}
