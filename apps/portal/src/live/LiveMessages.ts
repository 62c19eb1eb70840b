import { createContext, useContext } from 'react';

type MessageListener = (message: Record<string, unknown>) => void;
type ResyncListener = () => unknown;

/**
 * What the signed-in session's live socket carries besides devices, positions and events (ticket
 * updates, say), handed to the pages that want it, so no page opens a socket of its own. `onResync`
 * listeners run after the connection dropped, before it reopens: what was said meanwhile is read again.
 */
export class LiveMessages {
  readonly #messages = new Set<MessageListener>();
  readonly #resyncs = new Set<ResyncListener>();

  onMessage(listener: MessageListener): () => void {
    this.#messages.add(listener);
    return () => this.#messages.delete(listener);
  }

  onResync(listener: ResyncListener): () => void {
    this.#resyncs.add(listener);
    return () => this.#resyncs.delete(listener);
  }

  /** Hands a message to every listener (the socket calls it). */
  deliver(message: Record<string, unknown>): void {
    for (const listener of this.#messages) listener(message);
  }

  /** Runs every resync listener; one that fails does not stop the others. */
  async resync(): Promise<void> {
    await Promise.allSettled([...this.#resyncs].map(async (listener) => listener()));
  }
}

export const LiveMessagesContext = createContext<LiveMessages | null>(null);

/** The session's live messages; only inside `LiveFleetProvider` (the session-protected layouts). */
export function useLiveMessages(): LiveMessages {
  const messages = useContext(LiveMessagesContext);
  if (!messages) throw new Error('useLiveMessages is used outside LiveFleetProvider');
  return messages;
}
