import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the accounts area. Everything sits under ['accounts']: one change (a role, a status, a
 * supervisor) shows on several lists at once (users, the three access levels, member counts), so any
 * accounts mutation invalidates the whole area.
 */
export const accountsKey = ['accounts'] as const;
export const usersKey = [...accountsKey, 'users'] as const;
export const rolesKey = [...accountsKey, 'roles'] as const;
export const accessKey = [...accountsKey, 'access'] as const;
export const optionsKey = [...accountsKey, 'options'] as const;
export const settingsKey = [...accountsKey, 'settings'] as const;
export const employeeAccountsKey = [...accountsKey, 'employee-accounts'] as const;

export function invalidateAccounts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: accountsKey });
}
