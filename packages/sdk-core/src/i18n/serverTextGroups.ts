import { ACCOUNT_MAIL_TEXTS, EVENT_MAIL_TEXTS, REPORT_EXPORT_TEXTS } from '../labels/server/index';

/** The `server` part of the catalogues: what the server writes for people (`@fleetkit/sdk-core/labels/server`). */
export const SERVER_TEXT_GROUPS = {
  REPORT_EXPORT_TEXTS,
  ACCOUNT_MAIL_TEXTS,
  EVENT_MAIL_TEXTS,
} as const;
