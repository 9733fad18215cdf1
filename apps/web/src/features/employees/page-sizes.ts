/** Page sizes, per screen (docs/rules.md#lists-and-limits). */
export const ACTIVE_PAGE_SIZES = [25, 50, 100, 200, 500] as const;
export const ACTIVE_DEFAULT_PAGE_SIZE = 200;

export const INACTIVE_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
export const INACTIVE_DEFAULT_PAGE_SIZE = 20;

export const JOB_INFORMATION_PAGE_SIZES = [25, 50, 100, 200, 500] as const;
export const JOB_INFORMATION_DEFAULT_PAGE_SIZE = 200;

export const REQUIREMENTS_PAGE_SIZES = [10, 25, 100] as const;
export const REQUIREMENTS_DEFAULT_PAGE_SIZE = 100;

export const CONTACTS_PAGE_SIZES = [25, 50, 100, 200, 500] as const;
export const CONTACTS_DEFAULT_PAGE_SIZE = 200;

export const DEPENDENTS_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
export const DEPENDENTS_DEFAULT_PAGE_SIZE = 20;
