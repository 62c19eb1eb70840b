import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: SETTINGS_TEXTS. */
export const CATALOGUE = {
  'SETTINGS_TEXTS.language': 'भाषा',
  'SETTINGS_TEXTS.languageHint': 'यस खाताका सबै स्क्रिन, रिपोर्ट र इमेलको भाषा।',
  'SETTINGS_TEXTS.digits': 'अङ्क',
  'SETTINGS_TEXTS.digitsLatin': 'ल्याटिन (0-9)',
  'SETTINGS_TEXTS.digitsDevanagari': 'देवनागरी (०-९)',
  'SETTINGS_TEXTS.languageUpdated': 'भाषा अद्यावधिक भयो',
  'SETTINGS_TEXTS.languageFailed': 'भाषा अद्यावधिक गर्न सकिएन',
  'SETTINGS_TEXTS.tabs': 'सेटिङ',
  'SETTINGS_TEXTS.languageAndDates': 'भाषा र मिति',
  'SETTINGS_TEXTS.mapAndLayout': 'नक्सा र लेआउट',
  'SETTINGS_TEXTS.mapStyle': 'नक्साको शैली',
  'SETTINGS_TEXTS.showVehicleNumber': 'नक्सामा सवारी साधनको नम्बर देखाउनुहोस्',
  'SETTINGS_TEXTS.showGeofences': 'नक्सामा जियोफेन्स देखाउनुहोस्',
  'SETTINGS_TEXTS.showTraffic': 'ट्राफिक देखाउनुहोस्',
  'SETTINGS_TEXTS.keepSidebarOpen': 'साइडबार खुला राख्नुहोस्',
  'SETTINGS_TEXTS.calendar': 'पात्रो',
  'SETTINGS_TEXTS.calendarAD': 'ग्रेगोरियन (ई.सं.)',
  'SETTINGS_TEXTS.calendarBS': 'नेपाली (वि.सं.)',
  'SETTINGS_TEXTS.calendarUpdated': 'पात्रो अद्यावधिक भयो',
  'SETTINGS_TEXTS.calendarFailed': 'पात्रो अद्यावधिक गर्न सकिएन',
  'SETTINGS_TEXTS.resetToDefaults': 'पूर्वनिर्धारितमा फर्काउनुहोस्',
  'SETTINGS_TEXTS.resetDone': 'सेटिङ पूर्वनिर्धारितमा फर्काइयो',
  'SETTINGS_TEXTS.resetFailed': 'सेटिङ पूर्वनिर्धारितमा फर्काउन सकिएन',
} as const satisfies GroupCatalogue<'SETTINGS_TEXTS'>;
