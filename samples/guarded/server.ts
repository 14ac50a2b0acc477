import { createServer, type Constructor, type DecoratedMcpServer } from 'mcp-decorators';
import { AdminTools, NoteTools } from './guarded-tools.js';
import { AdminsOnly, OpenForBusiness, Timing } from './guards.js';
import { NoteStore } from './note-store.js';

/**
 * The guarded notes server. Its classes, guards and middleware are built by one small factory that hands each
 * the shared store, the way a DI container would.
 */
export function createGuardedServer(): DecoratedMcpServer {
  const store = new NoteStore();
  const providers = new Map<Constructor, () => object>([
    [NoteTools, () => new NoteTools(store)],
    [AdminTools, () => new AdminTools(store)],
    [OpenForBusiness, () => new OpenForBusiness(store)],
    [AdminsOnly, () => new AdminsOnly()],
    [Timing, () => new Timing(store)],
  ]);
  const factory = (target: Constructor): object => {
    const make = providers.get(target);
    if (!make) throw new TypeError(`nothing provides ${target.name}`);
    return make();
  };
  return createServer({
    name: 'guarded-notes',
    version: '1.0.0',
    instructions: 'Notes with a maintenance switch. Use search_notes before add_note to avoid duplicates.',
    classes: [NoteTools, AdminTools],
    scan: { factory },
  });
}

export default createGuardedServer;
