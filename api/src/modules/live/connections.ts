/**
 * Open streams per user in this process, and every open stream so a shutdown can end them
 * (server.close() waits for open responses, and a stream never ends by itself).
 */
export class LiveConnections {
  private readonly perUser = new Map<number, number>();
  private readonly closers = new Set<() => void>();

  constructor(readonly maxPerUser: number) {}

  /**
   * Takes a slot for one more stream of this user; null at the cap. `close` ends the stream (used
   * at shutdown). The returned release is idempotent: a close and an error may both call it.
   */
  take(userId: number, close: () => void): (() => void) | null {
    const open = this.perUser.get(userId) ?? 0;
    if (open >= this.maxPerUser) return null;
    this.perUser.set(userId, open + 1);
    this.closers.add(close);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.closers.delete(close);
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  count(userId: number): number {
    return this.perUser.get(userId) ?? 0;
  }

  closeAll(): void {
    for (const close of [...this.closers]) close();
  }
}
