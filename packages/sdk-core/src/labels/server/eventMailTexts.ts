import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/**
 * The frame of an event's e-mail and Web Push notice; the event's own title and details are
 * `formatEvent`'s, from `EVENT_TEXTS` in the same language.
 */
export const EVENT_MAIL_TEXTS = /* @__PURE__ */ textGroup('EVENT_MAIL_TEXTS', {
  /** The subject and the push title: `Ignition Off: School Bus 12`. */
  title: textTemplate<[event: string, device: string]>('{event}: {device}'),
  /** The e-mail's first sentence, its details following. */
  body: textTemplate<[title: string, time: string]>('{title} at {time}.'),
  unknownDevice: 'Unknown Device',
} as const);
