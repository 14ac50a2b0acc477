/** One note. */
export interface Note {
  readonly id: string;
  readonly title: string;
  readonly body: string;
}

/** How long one call took, as the timing middleware saw it. */
export interface CallTime {
  readonly name: string;
  readonly ms: number;
}

/** The notes, whether the service is in maintenance, and the call times the timing middleware recorded. */
export class NoteStore {
  private readonly notes = new Map<string, Note>();
  private counter = 0;
  maintenance = false;
  readonly times: CallTime[] = [];

  add(title: string, body: string): Note {
    const note: Note = { id: String(++this.counter), title, body };
    this.notes.set(note.id, note);
    return note;
  }

  get(id: string): Note | undefined {
    return this.notes.get(id);
  }

  search(query: string): Note[] {
    const needle = query.toLowerCase();
    return [...this.notes.values()].filter((n) => n.title.toLowerCase().includes(needle) || n.body.toLowerCase().includes(needle));
  }

  all(): Note[] {
    return [...this.notes.values()];
  }
}
