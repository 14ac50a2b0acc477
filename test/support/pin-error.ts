import { expect } from 'chai';
import { McpDecoratorsError } from '../../lib/errors/mcp-decorators-error.js';

/** Pins an error's code and exact message, and the `Name [CODE]: message` text it prints as. */
export function pinError(error: unknown, code: string, message: string): void {
  expect(error).to.be.instanceOf(McpDecoratorsError);
  const pinned = error as McpDecoratorsError;
  expect(pinned.code).to.equal(code);
  expect(pinned.message).to.equal(message);
  expect(String(pinned)).to.equal(`${pinned.name} [${code}]: ${message}`);
}
