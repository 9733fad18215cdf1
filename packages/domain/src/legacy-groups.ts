/**
 * The legacy's seven groups: the slug of their API paths (`api/assignmemos/cdhw`), the slug of their
 * screens (`memos/assign-cd-hw`), and the seeded sub-department each stands for, found by name. A module
 * of its own, without zod, because the web app's route table (on the login screen's first load) reads it.
 */
export const LEGACY_GROUPS = [
  { api: 'cdhw', screen: 'cd-hw', name: 'CD-HW' },
  { api: 'cdpq', screen: 'cd-pq', name: 'CD-PQ' },
  { api: 'mantra', screen: 'mantra', name: 'Mantra' },
  { api: 'vanzau', screen: 'va-nz-au', name: 'VA-NZ-AU' },
  { api: 'vaus', screen: 'va-us', name: 'VA-US' },
  { api: 'collections', screen: 'collections', name: 'Collections' },
  { api: 'admin', screen: 'admin', name: 'Admin' },
] as const;
export type LegacyGroup = (typeof LEGACY_GROUPS)[number];
