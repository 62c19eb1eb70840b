/**
 * Whether an ICU message is its own text: no argument, plural, tag or quotation (`{`, `}`, `<`, `'`).
 * Such a message needs no formatting; any other is parsed, at build time in the product's bundles
 * (see `build/catalogues.ts`) or at run time where the parser is bundled.
 */
export function isPlainMessage(message: string): boolean {
  return !/[{}<']/.test(message);
}
