/** नेपाली: Settings › General (`SETTINGS_TEXTS`). */
export const NE_PORTAL_SETTINGS = {
  'SETTINGS_TEXTS.language': 'भाषा',
  'SETTINGS_TEXTS.languageHint': 'यस खाताका सबै स्क्रिन, रिपोर्ट र इमेलको भाषा।',
  'SETTINGS_TEXTS.digits': 'अङ्क',
  'SETTINGS_TEXTS.digitsLatin': 'ल्याटिन (0-9)',
  'SETTINGS_TEXTS.digitsDevanagari': 'देवनागरी (०-९)',
  'SETTINGS_TEXTS.languageUpdated': 'भाषा अद्यावधिक भयो',
  'SETTINGS_TEXTS.languageFailed': 'भाषा अद्यावधिक गर्न सकिएन',
} as const;
