import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `refreshMs` so relative times ('few sec ago', '2 min ago') move on.
 * A fixed `now` (tests, server rendering) is returned as given.
 */
export function useNow(now: Date | undefined, refreshMs: number): Date {
  const [tick, setTick] = useState(() => new Date());
  useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setTick(new Date()), refreshMs);
    return () => clearInterval(timer);
  }, [now, refreshMs]);
  return now ?? tick;
}

/** How often relative times on cards and lists are redrawn (ms). */
export const RELATIVE_TIME_REFRESH_MS = 30_000;
