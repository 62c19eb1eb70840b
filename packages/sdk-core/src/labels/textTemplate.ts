/**
 * A screen text with arguments: called like the function it replaces (`page(2, 5)`), and carrying its
 * English message in ICU MessageFormat (`'Page {page} of {pages}'`) so that the message catalogues of
 * `@fleetkit/sdk-core/i18n` read the English from here instead of writing it again.
 */
export interface TextTemplate<Args extends readonly (string | number)[]> {
  (...args: Args): string;
  /** The English message: `{name}` arguments only, each once, in call order (plurals go through the translator). */
  readonly message: string;
}

/**
 * Builds a {@link TextTemplate}. Its arguments are given in the order their names appear in the
 * English message, each name once (a translation may order them as its language needs: it fills them
 * by name). The English is filled in without a message library, so the labels entry stays small:
 * each `{name}` becomes its argument as `String()` writes it.
 * @example
 * const page = textTemplate<[page: number, pages: number]>('Page {page} of {pages}');
 * page(2, 5); // 'Page 2 of 5'
 */
export function textTemplate<Args extends readonly (string | number)[]>(message: string): TextTemplate<Args> {
  const fill = (...args: Args) => {
    let i = 0;
    return message.replace(/\{\w+\}/g, () => String(args[i++]));
  };
  return Object.assign(fill, { message });
}
