import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: RELATIVE_TIME_TEXTS. */
export const CATALOGUE = {
  'RELATIVE_TIME_TEXTS.seconds': 'केही सेकेन्ड पहिले',
  'RELATIVE_TIME_TEXTS.minutes': '{count, number} मिनेट पहिले',
  'RELATIVE_TIME_TEXTS.hours': '{count, number} घण्टा पहिले',
  'RELATIVE_TIME_TEXTS.day': '{count, plural, one {हिजो} other {# दिन पहिले}}',
  'RELATIVE_TIME_TEXTS.days': '{count, number} दिन पहिले',
  'RELATIVE_TIME_TEXTS.month': '{count, plural, one {गत महिना} other {# महिना पहिले}}',
  'RELATIVE_TIME_TEXTS.months': '{count, number} महिना पहिले',
  'RELATIVE_TIME_TEXTS.year': '{count, plural, one {गत वर्ष} other {# वर्ष पहिले}}',
  'RELATIVE_TIME_TEXTS.years': '{count, number} वर्ष पहिले',
} as const satisfies GroupCatalogue<'RELATIVE_TIME_TEXTS'>;
