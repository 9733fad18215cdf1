import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** One client for the app: no retries on a reply the server meant (4xx), one retry on a failure. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30 * 1000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
