// The server the testing guide's examples test (docs/guide/testing.md): three tools, one with a numeric argument.
import { Param, Tool, createServer } from 'mcp-decorators';

export class NoteTools {
  private readonly notes = ['buy milk', 'call Ada', 'ship the release'];

  @Tool({ description: 'Searches the notes' })
  search(@Param('limit') limit: number, @Param('query', { type: () => String, optional: true }) query?: string): string[] {
    return this.notes.filter((n) => n.includes(query ?? '')).slice(0, limit);
  }

  @Tool({ description: 'Counts the notes' })
  count(): number { return this.notes.length; }

  @Tool({ description: 'Adds a note' })
  add(@Param('text') text: string): string { this.notes.push(text); return 'added'; }
}

/** A fresh server per connection. */
export const createMyServer = () => createServer({ name: 'notes', version: '1.0.0', classes: [NoteTools] });
