import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the leave area. Everything sits under ['leave'], because one decision on a leave
 * moves the list, the leave itself and the employee's credits: a mutation invalidates it all.
 */
export const leaveKey = ['leave'] as const;
export const leaveRequestsKey = [...leaveKey, 'requests'] as const;
export const leaveCreditsKey = [...leaveKey, 'credits'] as const;
export const creditConfigKey = [...leaveKey, 'config'] as const;

export function invalidateLeave(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: leaveKey });
}
