/**
 * A screen text with arguments: called like the function it replaces (`page(2, 5)`), and carrying its
 * English message in ICU MessageFormat (`'Page {page} of {pages}'`) so that the message catalogues of
 * `@fleetkit/sdk-core/i18n` read the English from here instead of writing it again.
 */
export interface TextTemplate<Args extends readonly (string | number)[]> {
  (...args: Args): string;
  /** The English message, with `{name}` arguments only (plurals go through the translator). */
  readonly message: string;
  /** The argument names in call order: the order they first appear in the English message. */
  readonly params: readonly string[];
}

/**
 * Builds a {@link TextTemplate}. Its arguments are given in the order their names first appear in the
 * English message (a translation may order them as its language needs: it fills them by name). The
 * English is filled in without a message library, so the labels entry stays small: every `{name}`
 * becomes its argument as `String()` writes it.
 * @example
 * const page = textTemplate<[page: number, pages: number]>('Page {page} of {pages}');
 * page(2, 5); // 'Page 2 of 5'
 */
export function textTemplate<Args extends readonly (string | number)[]>(message: string): TextTemplate<Args> {
  const ARG = /\{(\w+)\}/g;
  const params = [...new Set(Array.from(message.matchAll(ARG), (match) => match[1] as string))];
  const fill = (...args: Args) =>
    message.replace(ARG, (_, name: string) => String(args[params.indexOf(name)]));
  return Object.assign(fill, { message, params });
}
