/** Settings › General: the language, digits and calendar the signed-in user reads. */
export const SETTINGS_TEXTS = {
  language: 'Language',
  languageHint: 'The language of every screen, report and e-mail of this account.',
  digits: 'Digits',
  digitsLatin: 'Latin (0-9)',
  digitsDevanagari: 'Devanagari (०-९)',
  languageUpdated: 'Language updated',
  languageFailed: 'Failed to update the language',
} as const;
