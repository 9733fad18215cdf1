import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the discipline area: NTEs under ['discipline', 'nte'] (a save moves the tracker, the
 * NTE itself and the ladder hint), coaching records and evaluations beside them (read only).
 */
export const disciplineKey = ['discipline'] as const;
export const nteKey = [...disciplineKey, 'nte'] as const;
export const coachedKey = [...disciplineKey, 'coached'] as const;
export const evaluationKey = [...disciplineKey, 'evaluation'] as const;

export function invalidateNtes(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: nteKey });
}
