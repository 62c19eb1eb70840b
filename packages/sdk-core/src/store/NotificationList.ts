import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { FleetEvent } from '../schema/event';
import { mergeEvents } from './mergeEvents';
import { notificationBadgeText } from './notificationBadgeText';
import { SignalSubscribable } from './SignalSubscribable';

/** The drawer keeps at most this many notifications (the newest); the badge caps at 99+ anyway. */
export const NOTIFICATION_LIST_LIMIT = 500;

/** Options of a {@link NotificationList}. */
export interface NotificationListOptions {
  /**
   * Most notifications kept; older ones go first.
   * @default NOTIFICATION_LIST_LIMIT (500)
   */
  limit?: number;
}

/**
 * The 'Live Notifications' drawer (SPEC §2): live events, newest first by event time, each
 * dismissible, all cleared by Clear All, on closing the drawer and on logout ({@link clearAll}).
 * *
 * `subscribe(listener)` calls the listener with the list after each change (not at once) and returns
 * the function that stops the calls.
 *
 * @example
 * const notifications = new NotificationList();
 * notifications.add(message.events);
 * notifications.badgeText.value; // '3', or '99+' above 99
 */
export class NotificationList extends SignalSubscribable<(items: readonly FleetEvent[]) => void> {
  readonly #items = signal<readonly FleetEvent[]>([]);
  readonly #limit: number;

  /** The notifications, newest first by `eventTime`. */
  readonly items: ReadonlySignal<readonly FleetEvent[]> = this.#items;
  /** How many notifications are listed. */
  readonly count: ReadonlySignal<number> = computed(() => this.#items.value.length);
  /** Text of the bell badge: '' at 0, the count up to 99, then '99+'. */
  readonly badgeText: ReadonlySignal<string> = computed(() => notificationBadgeText(this.count.value));

  constructor(options: NotificationListOptions = {}) {
    super();
    this.#limit = options.limit ?? NOTIFICATION_LIST_LIMIT;
  }

  /** Adds live events; one already listed (same id) is replaced, not repeated. */
  add(events: readonly FleetEvent[]): void {
    const next = mergeEvents(this.#items.peek(), events, this.#limit);
    if (next !== this.#items.peek()) this.#items.value = next;
  }

  /** Removes the notification with this event id (the per-item dismiss button). */
  dismiss(id: number): void {
    const current = this.#items.peek();
    const next = current.filter((event) => event.id !== id);
    if (next.length !== current.length) this.#items.value = next;
  }

  /** Removes every notification: Clear All, closing the drawer, logout. */
  clearAll(): void {
    if (this.#items.peek().length > 0) this.#items.value = [];
  }

  /** Stops every subscription. */
  dispose(): void {
    this.unsubscribeAll();
  }

  protected watch(): void {
    this.#items.value;
  }

  protected tell(listener: (items: readonly FleetEvent[]) => void): void {
    listener(this.#items.peek());
  }
}
