import type { AccessRow, AccountType } from '@hris/domain/accounts';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';
import { accessKey, invalidateAccounts } from './keys';

/** The three access lists: Staff Level (role 1), Supervisory Level (2), Managerial Level (3). */
export type AccessLevel = 'groupaccess' | 'supervisoraccess' | 'manageraccess';

export function fetchAccess(level: AccessLevel) {
  return (params: ListParams, signal: AbortSignal) => api.get<Paged<AccessRow>>(level, params, signal);
}

export const accessListKey = (level: AccessLevel) => [...accessKey, level] as const;

/** A user who belongs to another one (GET api/supervisor/members/{id}). */
export type Member = {
  id: number;
  name: string;
  full_name: string | null;
  status: string;
  active: '1' | '0';
};

/** GET api/supervisor/members/{id}: the users who belong to one user, with their active flag. */
export function useMembers(userId: number | null) {
  return useQuery({
    queryKey: [...accessKey, 'members', userId],
    queryFn: ({ signal }) => api.get<Member[]>(`supervisor/members/${userId}`, undefined, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** GET api/superiorname/get/{id}: the name of the user's present superior (null when none). */
export function useSuperiorName(userId: number | null) {
  return useQuery({
    queryKey: [...accessKey, 'superior', userId],
    queryFn: ({ signal }) =>
      api.get<{ superior_name: string | null }>(`superiorname/get/${userId}`, undefined, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** GET api/checkmember/{id}: how many users still belong to the user. */
export function useMemberCount(userId: number | null) {
  return useQuery({
    queryKey: [...accessKey, 'checkmember', userId],
    queryFn: ({ signal }) => api.get<{ members: number }>(`checkmember/${userId}`, undefined, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** POST api/belongsto/update/{id}: a staff member's account type and supervisor. */
export function useUpdateBelongsTo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { account_type: AccountType; belongs_to: number } }) =>
      api.mutate(`belongsto/update/${id}`, body),
    onSuccess: () => invalidateAccounts(client),
  });
}

export type SupervisorAccessBody = {
  account_type: AccountType;
  supervisor_member: number;
  sup_subtitute_id: number;
  supervisor_choosen_id: number;
};

/** POST api/supervisoraccess/update/{id}: members move to the substitute in the same save. */
export function useUpdateSupervisorAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SupervisorAccessBody }) =>
      api.mutate(`supervisoraccess/update/${id}`, body),
    onSuccess: () => invalidateAccounts(client),
  });
}

/** POST api/subordinates/update: a manager's sub-departments and module access. */
export function useUpdateSubordinates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; subordinates: number[]; module_access: '1' | '0' }) =>
      api.mutate('subordinates/update', body),
    onSuccess: () => invalidateAccounts(client),
  });
}
