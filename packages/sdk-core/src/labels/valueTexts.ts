import { NOT_AVAILABLE } from '../units/notAvailable';

/**
 * Values the widgets show in place of a reading: the ignition as `ignitionLabel` gives it (by that
 * value) and the text of a value that is missing.
 */
export const VALUE_TEXTS = {
  ignition: { On: 'On', Off: 'Off' },
  notAvailable: NOT_AVAILABLE,
};
