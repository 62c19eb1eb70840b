/** नेपाली: the Bikram Sambat months (`BS_MONTH_TEXTS`), as Nepali calendars name them. */
export const NE_BS_MONTHS = {
  'BS_MONTH_TEXTS.1': 'बैशाख',
  'BS_MONTH_TEXTS.2': 'जेठ',
  'BS_MONTH_TEXTS.3': 'असार',
  'BS_MONTH_TEXTS.4': 'साउन',
  'BS_MONTH_TEXTS.5': 'भदौ',
  'BS_MONTH_TEXTS.6': 'असोज',
  'BS_MONTH_TEXTS.7': 'कात्तिक',
  'BS_MONTH_TEXTS.8': 'मंसिर',
  'BS_MONTH_TEXTS.9': 'पुस',
  'BS_MONTH_TEXTS.10': 'माघ',
  'BS_MONTH_TEXTS.11': 'फागुन',
  'BS_MONTH_TEXTS.12': 'चैत',
} as const;
