import { type DocumentKind, LEGACY_GROUPS, type LegacyGroup } from '@hris/domain/documents';

/** Whom an assign screen sends to: everyone (a memo or a contract), a legacy account, any sub-department. */
export type Target =
  | { kind: 'all'; documentType: DocumentKind }
  | { kind: 'legacy'; group: LegacyGroup }
  | { kind: 'sub'; id: number };

/** A group's target: a legacy account or any sub-department. */
export type GroupTarget = Exclude<Target, { kind: 'all' }>;

/** A target in a query key (everyone's members are the same list, whichever kind is sent). */
export const targetKey = (target: Target): string =>
  target.kind === 'all' ? 'all' : target.kind === 'legacy' ? target.group.api : `sub-${target.id}`;

/** The document type a target's screen sends. */
export const documentTypeOf = (target: Target): DocumentKind =>
  target.kind === 'all' ? target.documentType : 'memo';

/** The screen of a legacy account: /hr/memos/assign-cd-hw, ... */
export const legacyScreen = (group: LegacyGroup) => `/hr/memos/assign-${group.screen}`;

/** The mass-assign choices of the Contracts & Memos list, in the legacy's order. */
export const ASSIGN_SCREENS = [
  { label: 'Assign Contract to All', to: '/hr/contracts/assign-all' },
  { label: 'Assign Memo to All', to: '/hr/memos/assign-all' },
  ...LEGACY_GROUPS.map((group) => ({ label: `Assign Memo to ${group.name}`, to: legacyScreen(group) })),
];
