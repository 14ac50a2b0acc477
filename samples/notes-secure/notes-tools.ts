import { Ctx, Param, Public, RateLimit, Resource, Scopes, Tool, ToolError, type McpContext } from 'mcp-decorators';
import type { NoteBook } from './note-book.js';

/**
 * Notes for a team behind an authorization server: reading needs `notes:read` (declared on the class), writing
 * `notes:write` (on the methods, which replaces the class's scope), and adding is rate-limited per user.
 */
@Scopes('notes:read')
export class NotesTools {
  constructor(private readonly book: NoteBook) {}

  @Public()
  @Tool({ description: 'What this server offers and which scopes it needs', annotations: { readOnlyHint: true } })
  about(): string {
    return 'Team notes. Reading needs the scope notes:read, writing notes:write.';
  }

  @Tool({ description: 'Finds notes containing the text', annotations: { readOnlyHint: true } })
  searchNotes(@Param('query') query: string): string {
    const found = this.book.search(query);
    return found.length === 0 ? 'No notes match.' : found.map((n) => `#${n.id} ${n.text} (${n.author})`).join('\n');
  }

  @Scopes('notes:write')
  @RateLimit({ points: 5, duration: 60 })
  @Tool({ description: 'Adds a note signed with your name; five a minute at most' })
  addNote(@Param('text', { minLength: 1, maxLength: 500 }) text: string, @Ctx() ctx: McpContext): string {
    // The verified caller, never the token: the framework passes no token to handlers.
    const note = this.book.add(text, ctx.auth?.subject ?? 'local');
    return `Added note #${note.id}.`;
  }

  @Scopes('notes:write')
  @Tool({ description: 'Deletes a note by its number', annotations: { destructiveHint: true } })
  deleteNote(@Param('id', { minimum: 1 }) id: number): string {
    if (!this.book.remove(id)) throw new ToolError(`There is no note #${id}. Use search_notes to find the right number.`);
    return `Deleted note #${id}.`;
  }

  @Resource('notes://all', { description: 'Every note, one per line', mimeType: 'text/plain' })
  all(): string {
    return this.book.all().map((n) => `#${n.id} ${n.text}`).join('\n');
  }
}
