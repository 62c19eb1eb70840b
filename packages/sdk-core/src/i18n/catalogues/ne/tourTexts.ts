import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: TOUR_TEXTS. */
export const CATALOGUE = {
  'TOUR_TEXTS.progress': '{steps, number} मध्ये चरण {step, number}',
  'TOUR_TEXTS.skip': 'छोड्नुहोस्',
  'TOUR_TEXTS.next': 'अर्को',
  'TOUR_TEXTS.finish': 'समाप्त गर्नुहोस्',
} as const satisfies GroupCatalogue<'TOUR_TEXTS'>;
