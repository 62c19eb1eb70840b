import type { ServerContext } from '../../context';
import type { Notifier } from './Notifier';
import { OutboxNotifier } from './OutboxNotifier';

const notifiers = new WeakMap<Pick<ServerContext, 'db' | 'log'>, Notifier>();

/**
 * Sets the notifier that sends sign-up codes, reset links and account notices for one server
 * (a mail or SMS transport). Until it is called the server uses `OutboxNotifier`.
 */
export function setNotifier(ctx: Pick<ServerContext, 'db' | 'log'>, notifier: Notifier): void {
  notifiers.set(ctx, notifier);
}

/** The notifier of one server: the one set with `setNotifier`, else its `OutboxNotifier`. */
export function notifierFor(ctx: Pick<ServerContext, 'db' | 'log'>): Notifier {
  let notifier = notifiers.get(ctx);
  if (!notifier) {
    notifier = new OutboxNotifier(ctx);
    notifiers.set(ctx, notifier);
  }
  return notifier;
}
