import { ACCOUNT_TYPES, type AccountType } from '@hris/domain/accounts';

/** The account types as HR reads them (docs/rules.md#account-types). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  ADMIN: 'Admin Staff',
  STAFF: 'Office Staff',
  SUPERVISOR: 'Supervisor',
  ASM: 'Manager',
};

const COLORS: Record<AccountType, string> = {
  ADMIN: 'grape',
  STAFF: 'blue',
  SUPERVISOR: 'teal',
  ASM: 'orange',
};

export function isAccountType(value: string | null | undefined): value is AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value ?? '');
}

export function accountTypeLabel(value: string | null | undefined): string {
  return isAccountType(value) ? ACCOUNT_TYPE_LABELS[value] : (value ?? '');
}

export function accountTypeColor(value: string | null | undefined): string {
  return isAccountType(value) ? COLORS[value] : 'gray';
}

export const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((value) => ({
  value,
  label: ACCOUNT_TYPE_LABELS[value],
}));
