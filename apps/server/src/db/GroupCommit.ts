/**
 * Group commit for small writes that arrive in bursts (a fleet logging in after a restart): every item
 * submitted while a write runs goes into the next one, so a burst costs a few statements instead of one
 * per item, and a lone item is written at once. `submit` resolves once the write holding the item is
 * done, and rejects if it failed.
 * @example const touches = new GroupCommit<number>((ids) => markOnline(ids)); await touches.submit(7);
 */
export class GroupCommit<T> {
  readonly #write: (items: T[]) => Promise<void>;
  #pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  #running: Promise<void> | null = null;

  constructor(write: (items: T[]) => Promise<void>) {
    this.#write = write;
  }

  submit(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ item, resolve, reject });
      this.#running ??= this.#drain();
    });
  }

  /** Resolves when everything submitted so far is written. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    try {
      // Let the event loop read every socket with data first, so items that arrived together go together.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.#pending.length > 0) {
        const jobs = this.#pending;
        this.#pending = [];
        try {
          await this.#write(jobs.map((job) => job.item));
          for (const job of jobs) job.resolve();
        } catch (error) {
          for (const job of jobs) job.reject(error);
        }
      }
    } finally {
      this.#running = null;
    }
  }
}
