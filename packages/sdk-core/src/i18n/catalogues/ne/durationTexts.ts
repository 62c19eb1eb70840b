import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: DURATION_TEXTS. */
export const CATALOGUE = {
  'DURATION_TEXTS.seconds': '{count, number} सेकेन्ड',
  'DURATION_TEXTS.minutes': '{count, number} मिनेट',
  'DURATION_TEXTS.hours': '{count, number} घण्टा',
  'DURATION_TEXTS.day': '{count, number} दिन',
  'DURATION_TEXTS.days': '{count, number} दिन',
} as const satisfies GroupCatalogue<'DURATION_TEXTS'>;
