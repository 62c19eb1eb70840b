import { effect, untracked } from '@preact/signals-core';

/**
 * Calls `listener` after every change of the signals that `read` reads, not at once. Changes made
 * inside one `batch()` call it once. Returns the function that stops it.
 */
export function subscribeToChanges(read: () => void, listener: () => void): () => void {
  let first = true;
  return effect(() => {
    read();
    if (first) {
      first = false;
      return;
    }
    untracked(listener);
  });
}
