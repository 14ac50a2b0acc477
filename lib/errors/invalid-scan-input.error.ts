import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Raised when scan() is given something that is neither a class nor an instance of one. */
export class InvalidScanInputError extends McpDecoratorsError {
  readonly code = 'MCPD_SCAN_INPUT';
  constructor(position: number, got: string) {
    super(`scan() entry #${position} is ${got}, not a class or an instance of one. Pass decorated classes (scan([WeatherTools])) or instances (scan([new WeatherTools(db)])).`, { target: `scan()#${position}`, member: `scan()#${position}` });
  }
}
