/** Who hears that a resource changed besides the connections: the 2026-07-28 listen streams (through `onResourceUpdated`). */
export class ResourceUpdates {
  private readonly listeners = new Set<(uri: string) => void>();

  /** Calls `listener` with each announced URI; returns the unsubscribe. */
  subscribe(listener: (uri: string) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  announce(uri: string): void {
    for (const listener of this.listeners) listener(uri);
  }
}
