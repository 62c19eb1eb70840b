import { useTranslator } from '@fleetkit/react-widgets';
import { useCallback } from 'react';

/**
 * Writes a count in the user's language and digits (`१२` with Devanagari digits), as the pages show
 * their figures; English writes it as it is. The digits are asked for by name as well as in the
 * locale tag: a browser without the language's own locale data (Chrome has none for Nepali) drops
 * the tag, and its `-u-nu-deva` with it.
 */
export function useFormatNumber(): (value: number) => string {
  const translator = useTranslator();
  return useCallback(
    (value: number) =>
      translator ? translator.formatNumber(value, { numberingSystem: translator.digits }) : String(value),
    [translator],
  );
}
