/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  ı: 'i',
  ə: 'e',
  đ: 'd',
  ð: 'd',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  þ: 'th',
  ħ: 'h',
};
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');
/** Apostrophes and dots vanish ("Bur'" → "bur", "St." → "st"); other punctuation separates words. */
const SILENT = /['‘’`ʼʻ´.]/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
/** Names that folding would only lower-case: single spaces between ASCII letters and digits. */
const PLAIN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/**
 * A place name folded for matching: accents and case dropped, special letters spelled in ASCII,
 * punctuation turned into single spaces. Other scripts keep their letters (lower-cased).
 * @example foldPlaceName('Kāṭhmāṇḍu') // 'kathmandu'
 * @example foldPlaceName('São Paulo') // 'sao paulo'
 * @example foldPlaceName("Saint-Denis-d'Oléron") // 'saint denis doleron'
 */
export function foldPlaceName(name: string): string {
  if (PLAIN.test(name)) return name.toLowerCase();
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (letter) => LETTERS[letter] ?? letter)
    .replace(SILENT, '')
    .replace(SEPARATORS, ' ')
    .trim();
}
