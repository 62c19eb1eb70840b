import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: UI_TEXTS. */
export const CATALOGUE = {
  'UI_TEXTS.cancel': 'रद्द गर्नुहोस्',
  'UI_TEXTS.delete': 'मेटाउनुहोस्',
  'UI_TEXTS.pages': 'पृष्ठहरू',
  'UI_TEXTS.page': '{pages, number} मध्ये पृष्ठ {page, number}',
  'UI_TEXTS.previous': 'अघिल्लो',
  'UI_TEXTS.next': 'अर्को',
  'UI_TEXTS.retry': 'फेरि प्रयास गर्नुहोस्',
  'UI_TEXTS.actions': 'कार्यहरू',
  'UI_TEXTS.editRow': '{name} सम्पादन गर्नुहोस्',
  'UI_TEXTS.deleteRow': '{name} मेटाउनुहोस्',
  'UI_TEXTS.loadFailed': 'डेटा लोड गर्न सकिएन।',
  'UI_TEXTS.loadingEllipsis': 'लोड हुँदै…',
} as const satisfies GroupCatalogue<'UI_TEXTS'>;
