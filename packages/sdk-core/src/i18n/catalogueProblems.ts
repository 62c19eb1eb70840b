import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** The argument and tag names a message uses, sorted (`count`, `<b>`), or the parser's complaint. */
function messageNames(message: string): string[] | Error {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const names = new Set<string>();
  const walk = (list: readonly MessageFormatElement[]): void => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [...names].sort();
}

/**
 * What is wrong with a translation against the reference (English): a key English has and it lacks,
 * a key English lacks, a message that is not valid ICU MessageFormat, or a message whose argument
 * or tag names differ from English's (a translation may say a number with a plural where English does
 * not, so only names are compared). One line per problem; none means the catalogue is complete.
 */
export function catalogueProblems(
  reference: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [id, english] of Object.entries(reference)) {
    const message = translation[id];
    if (message === undefined) {
      problems.push(`${id}: missing (English: ${JSON.stringify(english)})`);
      continue;
    }
    const expected = messageNames(english);
    const actual = messageNames(message);
    if (actual instanceof Error) {
      problems.push(`${id}: not ICU MessageFormat (${actual.message})`);
    } else if (expected instanceof Error) {
      problems.push(`${id}: the English is not ICU MessageFormat (${expected.message})`);
    } else if (expected.join(',') !== actual.join(',')) {
      problems.push(`${id}: arguments {${actual.join(', ')}} differ from English's {${expected.join(', ')}}`);
    }
  }
  for (const id of Object.keys(translation)) {
    if (!(id in reference)) problems.push(`${id}: not in English (renamed or removed?)`);
  }
  return problems;
}
