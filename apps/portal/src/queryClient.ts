import { CACHE_FRESH_MS } from '@fleetkit/sdk-core';
import { QueryClient } from '@tanstack/react-query';

/** Cached reads stay fresh for five minutes (SPEC §9); positions and service records set their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: CACHE_FRESH_MS, retry: 1 },
  },
});
