import {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAINTENANCE_DUE_LABEL,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  TOUR_STEP_TEXTS,
  TOUR_TEXTS,
  TRACKING_TEXTS,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
} from '../labels/index';
import {
  ACCOUNT_FLOW_TEXTS,
  ACCOUNT_SETTINGS_TEXTS,
  AUTH_TEXTS,
  BS_MONTH_TEXTS,
  GUEST_TEXTS,
  HOME_TEXTS,
  MENU_TEXTS,
  SETTINGS_TEXTS,
  SHELL_TEXTS,
  SUBSCRIPTION_TEXTS,
  SUPPORT_TEXTS,
  UI_TEXTS,
  VEHICLE_SCREEN_TEXTS,
} from '../labels/portal/index';
import { MESSAGES } from '../messages';

/**
 * Every text group of the product by the name it is exported under: the English written once, in
 * `@fleetkit/sdk-core/labels` and `MESSAGES`. A message's id is its path here (`'CONTROL_TEXTS.cancel'`,
 * `'HISTORY_TEXTS.tabs.all'`, `'MESSAGES.noResults'`).
 */
export const TEXT_GROUPS = {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAINTENANCE_DUE_LABEL,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  TOUR_TEXTS,
  TOUR_STEP_TEXTS,
  TRACKING_TEXTS,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
  MESSAGES,
  // The portal's own screens (`@fleetkit/sdk-core/labels/portal`).
  SETTINGS_TEXTS,
  BS_MONTH_TEXTS,
  MENU_TEXTS,
  SHELL_TEXTS,
  UI_TEXTS,
  AUTH_TEXTS,
  HOME_TEXTS,
  VEHICLE_SCREEN_TEXTS,
  SUBSCRIPTION_TEXTS,
  ACCOUNT_SETTINGS_TEXTS,
  ACCOUNT_FLOW_TEXTS,
  GUEST_TEXTS,
  SUPPORT_TEXTS,
} as const;

/** A text's value in a group: a plain string or a `textTemplate` (a function carrying `message`). */
type Leaf = string | { readonly message: string };

type Paths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? `${Prefix}${K}`
    : T[K] extends object
      ? Paths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/** The id of a screen text or message: its path in {@link TEXT_GROUPS}. */
export type MessageId = {
  [G in keyof typeof TEXT_GROUPS & string]: Paths<(typeof TEXT_GROUPS)[G], `${G}.`>;
}[keyof typeof TEXT_GROUPS & string];

/** A language's texts: every message id with its ICU MessageFormat message. */
export type Catalogue = Readonly<Record<MessageId, string>>;

function flatten(value: unknown, path: string, into: Record<string, string>): void {
  const message = typeof value === 'function' ? (value as { message?: unknown }).message : undefined;
  if (typeof value === 'string') into[path] = value;
  else if (typeof message === 'string') into[path] = message;
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${path}.${key}`, into);
  }
}

function englishCatalogue(): Catalogue {
  const into: Record<string, string> = {};
  for (const [group, texts] of Object.entries(TEXT_GROUPS)) flatten(texts, group, into);
  return into as Catalogue;
}

/** The reference catalogue, read from the label groups and `MESSAGES` (English is never written twice). */
export const ENGLISH_CATALOGUE: Catalogue = englishCatalogue();
