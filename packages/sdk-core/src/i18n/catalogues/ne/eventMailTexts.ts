import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: EVENT_MAIL_TEXTS. */
export const CATALOGUE = {
  'EVENT_MAIL_TEXTS.title': '{event}: {device}',
  'EVENT_MAIL_TEXTS.body': '{time} मा {title}।',
  'EVENT_MAIL_TEXTS.unknownDevice': 'अज्ञात उपकरण',
} as const satisfies GroupCatalogue<'EVENT_MAIL_TEXTS'>;
