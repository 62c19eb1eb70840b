/** Names of the Bikram Sambat months, Baisakh (month 1) to Chaitra (month 12). */
export const BS_MONTH_NAMES = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Aswin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;
export type BsMonthName = (typeof BS_MONTH_NAMES)[number];

/** Three-letter names of the Bikram Sambat months, in the same order. */
export const BS_MONTH_SHORT_NAMES = [
  'Bai',
  'Jes',
  'Asa',
  'Shr',
  'Bhd',
  'Asw',
  'Kar',
  'Man',
  'Pou',
  'Mag',
  'Fal',
  'Cha',
] as const;
