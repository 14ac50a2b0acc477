/**
 * Reads until `done` holds, bounded: a poll with a deadline (no sleeps to pass). Throws naming `what` and the last
 * value read when `ms` runs out.
 * @example const task = await until('completion', () => getTask(id), (t) => t.status === 'completed');
 */
export async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
