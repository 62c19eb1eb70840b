import { useTranslator } from '@fleetkit/react-widgets';
import { useCallback } from 'react';

/**
 * Writes a count in the user's language and digits (`१२` with Devanagari digits), as the pages show
 * their figures; English writes it as it is.
 */
export function useFormatNumber(): (value: number) => string {
  const translator = useTranslator();
  return useCallback(
    (value: number) => (translator ? translator.formatNumber(value) : String(value)),
    [translator],
  );
}
