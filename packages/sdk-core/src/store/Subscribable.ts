/** One call of `subscribe`: the same listener subscribed twice is called twice and stopped one at a time. */
interface Subscription<TListener> {
  readonly listener: TListener;
  /** The change this subscription was last told of, or the one current when it subscribed. */
  heard: unknown;
}

/**
 * The listeners of a class that tells of its changes. `subscribe(listener)` returns the function that
 * stops the calls; `hasListeners()` tells whether anyone listens; `onSubscribe` runs when the first
 * listener arrives and `onUnsubscribe` when the last one leaves, so a subclass starts and stops its
 * work lazily.
 *
 * {@link notify} calls the listeners in the order they subscribed. A listener removed meanwhile is not
 * called; one added meanwhile is called from the next change on; a listener that throws does not stop
 * the others, and the first error is thrown once all were called. A listener already told of the
 * latest change (see {@link currentChange}) is not told again, so one that changes the state while
 * being called does not make the listeners after it hear the same state twice.
 *
 * @example
 * class Clock extends Subscribable<(now: number) => void> {
 *   #timer?: ReturnType<typeof setInterval>;
 *   protected override onSubscribe() {
 *     this.#timer = setInterval(() => this.notify((listener) => listener(Date.now())), 1000);
 *   }
 *   protected override onUnsubscribe() {
 *     clearInterval(this.#timer);
 *   }
 * }
 */
export class Subscribable<TListener extends (...args: never[]) => void> {
  readonly #subscriptions = new Set<Subscription<TListener>>();
  #notifications = 0;

  /**
   * Calls `listener` at each change from now on (not at once).
   * @returns the function that stops the calls
   */
  subscribe(listener: TListener): () => void {
    const subscription: Subscription<TListener> = { listener, heard: this.currentChange() };
    this.#subscriptions.add(subscription);
    if (this.#subscriptions.size === 1) this.onSubscribe();
    return () => {
      if (this.#subscriptions.delete(subscription) && this.#subscriptions.size === 0) this.onUnsubscribe();
    };
  }

  /** Whether anyone listens. */
  hasListeners(): boolean {
    return this.#subscriptions.size > 0;
  }

  /** Runs when the first listener subscribes. */
  protected onSubscribe(): void {}

  /** Runs when the last listener leaves, by its unsubscribe function or {@link unsubscribeAll}. */
  protected onUnsubscribe(): void {}

  /**
   * Names the latest change: {@link notify} skips a listener whose last call (or subscription) saw this
   * same value. By default each `notify` is a change of its own.
   */
  protected currentChange(): unknown {
    return this.#notifications;
  }

  /** Calls `call` with each listener, as the class description says. */
  protected notify(call: (listener: TListener) => void): void {
    this.#notifications += 1;
    let failed = false;
    let error: unknown;
    for (const subscription of [...this.#subscriptions]) {
      const change = this.currentChange();
      if (!this.#subscriptions.has(subscription) || subscription.heard === change) continue;
      subscription.heard = change;
      try {
        call(subscription.listener);
      } catch (cause) {
        if (!failed) {
          failed = true;
          error = cause;
        }
      }
    }
    if (failed) throw error;
  }

  /** Stops every subscription (a `dispose()`); their unsubscribe functions then do nothing. */
  protected unsubscribeAll(): void {
    if (this.#subscriptions.size === 0) return;
    this.#subscriptions.clear();
    this.onUnsubscribe();
  }
}
