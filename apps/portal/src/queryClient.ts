import { CACHE_FRESH_MS } from '@fleetkit/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from './ui/errorMessage';

/**
 * Cached reads stay fresh for five minutes (SPEC §9); positions and service records set their own. A
 * failed read is tried once more, unless the server said there is no such object (404).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: CACHE_FRESH_MS, retry: (failures, error) => failures < 1 && !isNotFound(error) },
  },
});
