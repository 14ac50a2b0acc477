/** One note. */
export interface Note {
  readonly id: number;
  readonly text: string;
  readonly author: string;
}

/** The notes, in memory: a sample needs no database. */
export class NoteBook {
  private readonly notes: Note[] = [];
  private nextId = 1;

  add(text: string, author: string): Note {
    const note = { id: this.nextId++, text, author };
    this.notes.push(note);
    return note;
  }

  remove(id: number): boolean {
    const index = this.notes.findIndex((n) => n.id === id);
    if (index === -1) return false;
    this.notes.splice(index, 1);
    return true;
  }

  search(query: string): Note[] {
    const q = query.toLowerCase();
    return this.notes.filter((n) => n.text.toLowerCase().includes(q));
  }

  all(): readonly Note[] {
    return this.notes;
  }
}
