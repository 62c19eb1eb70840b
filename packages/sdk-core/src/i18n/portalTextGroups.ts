import { BS_MONTH_TEXTS, SETTINGS_TEXTS } from '../labels/portal/index';

/** The `portal` part of the catalogues: the portal's own screens (`@fleetkit/sdk-core/labels/portal`). */
export const PORTAL_TEXT_GROUPS = {
  SETTINGS_TEXTS,
  BS_MONTH_TEXTS,
} as const;
