import type { QueryClient } from '@tanstack/react-query';

/** Query keys of contracts and memos: the employee lists, one employee's documents, what was sent. */
export const documentsKey = ['documents'] as const;
export const documentEmployeesKey = [...documentsKey, 'employees'] as const;
export const sentDocumentsKey = [...documentsKey, 'sent'] as const;

/** A send or an acknowledgement changes every list of the area. */
export function invalidateDocuments(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: documentsKey });
}
