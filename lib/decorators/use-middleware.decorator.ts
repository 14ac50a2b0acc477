import type { MiddlewareEntry } from '../model/middleware.js';
import { chainDecorator, type ClassOrMethodDecorator } from './chain-decorator.js';

/**
 * Wraps every call of a class's members, or of one method, in middleware (after the server's, class before
 * method). A class given here is built by the scan factory.
 * @example samples/guarded/guarded-tools.ts (`@UseMiddleware(Timing) class NoteTools { … }`)
 */
export function UseMiddleware(...middleware: readonly MiddlewareEntry[]): ClassOrMethodDecorator {
  return chainDecorator('UseMiddleware', 'middleware', middleware);
}
