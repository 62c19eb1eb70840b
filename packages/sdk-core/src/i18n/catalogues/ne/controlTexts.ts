import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: CONTROL_TEXTS. */
export const CATALOGUE = {
  'CONTROL_TEXTS.cancel': 'रद्द गर्नुहोस्',
  'CONTROL_TEXTS.close': 'बन्द गर्नुहोस्',
  'CONTROL_TEXTS.confirm': 'पुष्टि गर्नुहोस्',
  'CONTROL_TEXTS.save': 'सुरक्षित गर्नुहोस्',
  'CONTROL_TEXTS.submit': 'पेस गर्नुहोस्',
  'CONTROL_TEXTS.apply': 'लागू गर्नुहोस्',
  'CONTROL_TEXTS.next': 'अर्को',
  'CONTROL_TEXTS.previous': 'अघिल्लो',
  'CONTROL_TEXTS.view': 'हेर्नुहोस्',
  'CONTROL_TEXTS.edit': 'सम्पादन गर्नुहोस्',
  'CONTROL_TEXTS.delete': 'मेटाउनुहोस्',
  'CONTROL_TEXTS.skip': 'छोड्नुहोस्',
  'CONTROL_TEXTS.finish': 'समाप्त गर्नुहोस्',
  'CONTROL_TEXTS.loadMore': 'थप लोड गर्नुहोस्',
  'CONTROL_TEXTS.search': 'खोज्नुहोस्',
  'CONTROL_TEXTS.searchIn': '{label} खोज्नुहोस्',
  'CONTROL_TEXTS.clearSearch': 'खोज हटाउनुहोस्',
  'CONTROL_TEXTS.selectPlaceholder': 'एउटा छान्नुहोस्',
} as const satisfies GroupCatalogue<'CONTROL_TEXTS'>;
