import type { BodyOf } from '@hris/domain/call';
import {
  managerAccessCall,
  memberCountCall,
  membersCall,
  staffAccessCall,
  superiorNameCall,
  supervisorAccessCall,
  updateBelongsToCall,
  updateSubordinatesCall,
  updateSupervisorAccessCall,
} from '@hris/domain/calls/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { accessKey, invalidateAccounts } from './keys';

/** The three access lists: Staff Level (role 1), Supervisory Level (2), Managerial Level (3). */
export type AccessLevel = 'groupaccess' | 'supervisoraccess' | 'manageraccess';

const ACCESS_CALLS = {
  groupaccess: staffAccessCall,
  supervisoraccess: supervisorAccessCall,
  manageraccess: managerAccessCall,
} as const;

export function fetchAccess(level: AccessLevel) {
  return pageOf(ACCESS_CALLS[level]);
}

export const accessListKey = (level: AccessLevel) => [...accessKey, level] as const;

/** GET api/supervisor/members/{id}: the users who belong to one user, with their active flag. */
export function useMembers(userId: number | null) {
  return useQuery({
    queryKey: [...accessKey, 'members', userId],
    queryFn: ({ signal }) => api(membersCall, { params: { id: userId ?? 0 } }, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** GET api/superiorname/get/{id}: the name of the user's present superior (null when none). */
export function useSuperiorName(userId: number | null) {
  return useQuery({
    queryKey: [...accessKey, 'superior', userId],
    queryFn: ({ signal }) => api(superiorNameCall, { params: { id: userId ?? 0 } }, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** GET api/checkmember/{id}: how many users still belong to the user. */
export function useMemberCount(userId: number | null) {
  return useQuery({
    queryKey: [...accessKey, 'checkmember', userId],
    queryFn: ({ signal }) => api(memberCountCall, { params: { id: userId ?? 0 } }, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** POST api/belongsto/update/{id}: a staff member's account type and supervisor. */
export function useUpdateBelongsTo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof updateBelongsToCall> }) =>
      api(updateBelongsToCall, { params: { id }, body }),
    onSuccess: () => invalidateAccounts(client),
  });
}

/** POST api/supervisoraccess/update/{id}: members move to the substitute in the same save. */
export function useUpdateSupervisorAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof updateSupervisorAccessCall> }) =>
      api(updateSupervisorAccessCall, { params: { id }, body }),
    onSuccess: () => invalidateAccounts(client),
  });
}

/** POST api/subordinates/update: a manager's sub-departments and module access. */
export function useUpdateSubordinates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateSubordinatesCall>) => api(updateSubordinatesCall, { body }),
    onSuccess: () => invalidateAccounts(client),
  });
}
