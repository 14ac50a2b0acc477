// Middleware and guards (docs/guide/middleware-and-guards.md includes it by region). Run by
// test/docs/examples/middleware.spec.ts.
// #region middleware
import { Tool, createServer, type Invocation, type MiddlewareFn } from 'mcp-decorators';

export const timings: string[] = [];

const timing: MiddlewareFn = async (invocation, next) => {
  const started = performance.now();
  try {
    return await next();                 // the handler's return value; return another to change it
  } finally {
    timings.push(`${invocation.kind} ${invocation.name} took ${(performance.now() - started).toFixed(1)} ms`);
  }
};
const noWipes = (invocation: Invocation) => invocation.name !== 'wipe' || 'Wiping is disabled here.';

export class NoteTools {
  @Tool() list(): string { return 'n1, n2'; }
  @Tool() wipe(): string { return 'wiped'; }
}

export const createNotesServer = () =>
  createServer({ name: 'notes', version: '1.0.0', classes: [NoteTools], guards: [noWipes], middleware: [timing] });
// #endregion middleware
