import { textGroup } from '../labels/textGroup';
import { NOT_AVAILABLE } from '../units/notAvailable';
import type { DisplayStatus } from './deriveDisplayStatus';

/** Badge text of each display status; the unknown status reads N/A. */
export const DISPLAY_STATUS_LABEL: Readonly<Record<DisplayStatus, string>> = /* @__PURE__ */ textGroup(
  'DISPLAY_STATUS_LABEL',
  {
    moving: 'Moving',
    idling: 'Idling',
    stopped: 'Stopped',
    offline: 'Offline',
    unknown: NOT_AVAILABLE,
  },
);
