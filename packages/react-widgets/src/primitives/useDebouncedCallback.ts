import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls `callback` with the latest arguments once `delayMs` have passed
 * without another call. A pending call is dropped on unmount.
 * @example const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): (...args: Args) => void {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
