import { NOT_AVAILABLE } from '../units/notAvailable';
import { textGroup } from './textGroup';

/**
 * Values the widgets show in place of a reading: the ignition as `ignitionLabel` gives it (by that
 * value) and the text of a value that is missing.
 */
export const VALUE_TEXTS = /* @__PURE__ */ textGroup('VALUE_TEXTS', {
  ignition: { On: 'On', Off: 'Off' },
  notAvailable: NOT_AVAILABLE,
});
