import { computed, effect, untracked } from '@preact/signals-core';
import { Subscribable } from './Subscribable';

/**
 * A {@link Subscribable} whose listeners hear of the changes of the signals that {@link watch} reads:
 * after each change, not at once, and once per `batch()`. The signals are watched only while someone
 * listens. Listeners run untracked, so what they read does not become watched.
 */
export abstract class SignalSubscribable<
  TListener extends (...args: never[]) => void,
> extends Subscribable<TListener> {
  /** A new object after each change of the watched signals. */
  readonly #change = computed(() => {
    this.watch();
    return {};
  });
  #stopWatching: (() => void) | undefined;

  /** Reads the signals whose changes the listeners hear of. */
  protected abstract watch(): void;

  /** Calls one listener with the current state. */
  protected abstract tell(listener: TListener): void;

  protected override currentChange(): unknown {
    return this.#change.peek();
  }

  protected override onSubscribe(): void {
    let first = true;
    this.#stopWatching = effect(() => {
      this.#change.value;
      if (first) {
        first = false;
        return;
      }
      untracked(() => this.notify((listener) => this.tell(listener)));
    });
  }

  protected override onUnsubscribe(): void {
    this.#stopWatching?.();
    this.#stopWatching = undefined;
  }
}
