import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: NOTIFICATION_TEXTS. */
export const CATALOGUE = {
  'NOTIFICATION_TEXTS.bell': 'सूचनाहरू',
  'NOTIFICATION_TEXTS.bellWithCount': '{label} ({badge})',
  'NOTIFICATION_TEXTS.dismiss': '{type} हटाउनुहोस्',
  'NOTIFICATION_TEXTS.clearedNote': 'नोट: यो प्यानल बन्द गर्दा वा लगआउट गर्दा सबै सूचनाहरू हटाइन्छन्।',
  'NOTIFICATION_TEXTS.clearAll': 'सबै हटाउनुहोस्',
} as const satisfies GroupCatalogue<'NOTIFICATION_TEXTS'>;
