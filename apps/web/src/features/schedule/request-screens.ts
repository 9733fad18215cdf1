import type { ReactNode } from 'react';
import type { DataListColumn } from '../../components/DataList';
import type { DetailItem } from '../../components/DetailGrid';
import type { DetailOf, RequestKind, RequestSort, RowOf } from './api/requests';

/**
 * A request kind's screens, declared once (kinds/): its list, approval screen, add and edit forms
 * are the shared pages and components given this declaration; the kind says only what is its own.
 */
export type RequestScreens<K extends RequestKind> = {
  kind: K;
  /** The list's path and title, also the way back to it from the kind's other screens. */
  list: { to: string; label: string };
  add: string;
  edit: (id: number) => string;
  approval: (id: number) => string;
  /** What the request is called in a failure: "The adjustment request". */
  what: string;
  listPage: {
    description: string;
    addLabel: string;
    addIcon: ReactNode;
    /** The accessible name of the table. */
    tableLabel: string;
    /** The kind's own columns, between Employee and Status. */
    columns: DataListColumn<RowOf<K>, RequestSort<K>>[];
    pageSize: number;
  };
  approvalPage: {
    title: string;
    /** The request as filed, read-only: the kind's own items after the employee and the date filed. */
    details: (request: DetailOf<K>) => DetailItem[];
    /** Under HR's choices: what the decision does. */
    hint: string;
  };
  formPages: {
    add: { title: string; description: string };
    edit: { title: string; description: string };
  };
  form: RequestFormDeclaration<K>;
};

/** The kind's part of the add and edit form (components/RequestForm.tsx lays out the rest). */
export type RequestFormDeclaration<K extends RequestKind> = {
  /** The form's accessible name, adding and editing. */
  label: { add: string; edit: string };
  /** The kind's own values, from the request edited (or empty when adding). */
  values: (request?: DetailOf<K>) => Record<string, unknown>;
  /** Shown beside the employee (the adjustment's current shift). */
  employeeExtra?: ReactNode;
  /** The section of the request's own fields: its title and icon. */
  section: { title: string; icon: ReactNode };
  /** The kind's fields beside Date filed. */
  fields: ReactNode;
  /** The kind's long text under them (reason, purpose). */
  text: ReactNode;
  /** The footer's hint: what happens once submitted. */
  hint: string;
};
