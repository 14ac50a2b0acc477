import { Param, Resource, ResourceNotFoundError, ResourceTemplate, Tool, UseGuards, UseMiddleware } from 'mcp-decorators';
import { AdminsOnly, OpenForBusiness, Timing } from './guards.js';
import { NoteStore, type CallTime, type Note } from './note-store.js';

/** Notes: every member is behind the class's guard; searching is timed by a method-level interceptor. */
@UseGuards(OpenForBusiness)
export class NoteTools {
  constructor(private readonly store: NoteStore) {}

  @Tool({ description: 'Adds a note and returns its id' })
  addNote(@Param('title', { minLength: 1 }) title: string, @Param('body') body: string): string {
    return this.store.add(title, body).id;
  }

  @Tool({ description: 'Finds notes whose title or body contains the text', annotations: { readOnlyHint: true } })
  @UseMiddleware(Timing)
  searchNotes(@Param('query') query: string): string {
    const found = this.store.search(query);
    return found.length === 0 ? 'No notes match.' : found.map((n) => `${n.id}: ${n.title}`).join('\n');
  }

  @Resource('notes://index', { description: 'Every note, one per line', mimeType: 'text/plain' })
  index(): string {
    return this.store.all().map((n) => `${n.id}: ${n.title}`).join('\n');
  }

  @ResourceTemplate('notes://{id}', { description: 'One note', mimeType: 'text/plain' })
  note(@Param('id') id: string): string {
    const note: Note | undefined = this.store.get(id);
    if (!note) throw new ResourceNotFoundError(`notes://${id}`, `No note ${id}; read notes://index for the notes there are`);
    return `${note.title}\n\n${note.body}`;
  }
}

/** Administration: hidden from ordinary clients' lists and refused to them. */
@UseGuards(AdminsOnly)
export class AdminTools {
  constructor(private readonly store: NoteStore) {}

  @Tool({ description: 'Turns maintenance mode on or off' })
  setMaintenance(@Param('on') on: boolean): string {
    this.store.maintenance = on;
    return on ? 'Maintenance is on: the notes are closed.' : 'Maintenance is off.';
  }

  @Tool({ description: 'How long the timed calls took, newest last', annotations: { readOnlyHint: true } })
  callTimes(): string {
    const times: readonly CallTime[] = this.store.times;
    return times.length === 0 ? 'No timed calls yet.' : times.map((t) => `${t.name} ${t.ms.toFixed(2)} ms`).join('\n');
  }
}
