import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import { adapterFor, builtInAdapters } from '../../revisions/adapter-for.js';
import { BUILT_IN_REVISIONS, type Revision } from '../../revisions/revision.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { UnknownRevisionError } from '../../errors/unknown-revision.error.js';

/** The revisions one server speaks: built-in ones by name, or adapters of your own. */
export type RevisionChoice = Revision | RevisionAdapter;

/** Picks the adapter for a requested protocol version; one per server. */
export class AdapterRegistry {
  private readonly byRevision = new Map<string, RevisionAdapter>();
  /** Supported revisions, newest first. */
  readonly supported: readonly string[];

  constructor(choices: readonly RevisionChoice[] = builtInAdapters()) {
    for (const choice of choices) {
      const adapter = typeof choice === 'string' ? adapterFor(choice) : choice;
      if (typeof choice === 'string' && !(BUILT_IN_REVISIONS as readonly string[]).includes(choice)) throw new UnknownRevisionError(choice, BUILT_IN_REVISIONS, 'Name a built-in revision, or pass an adapter of your own.');
      this.byRevision.set(adapter.revision, adapter);
    }
    if (this.byRevision.size === 0) throw new InvalidServerOptionError('revisions', 'is empty', 'A server needs at least one protocol revision; leave the option out to speak every built-in one.');
    this.supported = [...this.byRevision.keys()].sort().reverse();
  }

  /** The newest revision this server speaks. */
  latest(): RevisionAdapter {
    return this.byRevision.get(this.supported[0]!)!;
  }

  /** The newest revision that begins with initialize (what an initialize with an unknown version gets). */
  latestSession(): RevisionAdapter | undefined {
    const revision = this.supported.find((r) => this.byRevision.get(r)!.policy.era === 'session');
    return revision === undefined ? undefined : this.byRevision.get(revision);
  }

  /** The adapter of exactly this revision, if supported. */
  exact(revision: string): RevisionAdapter | undefined {
    return this.byRevision.get(revision);
  }

  /**
   * Version negotiation of the initialize era: the requested revision when it is a supported session
   * revision, else the newest session revision; undefined when the server speaks none (stateless only).
   */
  negotiate(requested: unknown): RevisionAdapter | undefined {
    const exact = typeof requested === 'string' ? this.byRevision.get(requested) : undefined;
    return exact?.policy.era === 'session' ? exact : this.latestSession();
  }
}
