import { useTranslator } from '@fleetkit/react-widgets';
import { useCallback } from 'react';

/**
 * A count or score as the user's language writes it (its digits and grouping), or as `String` writes
 * it where the portal speaks English.
 * @example const number = useFormatNumber(); <td>{number(vehicles.length)}</td>
 */
export function useFormatNumber(): (value: number) => string {
  const translator = useTranslator();
  return useCallback(
    (value: number) => (translator ? translator.formatNumber(value) : String(value)),
    [translator],
  );
}
