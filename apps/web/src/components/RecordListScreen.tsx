import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataList, type DataListColumn } from './DataList';
import type { ListParams, SortKeyOf } from './list-params';
import { PageHeader } from './PageHeader';
import { useRowModal } from './use-row-modal';

/** The add and edit form of a record: `record` null adds one. */
export type RecordForm<T> = (props: { opened: boolean; record: T | null; onClose: () => void }) => ReactNode;

type RecordListScreenProps<T, Q> = Omit<Parameters<typeof DataList<T, Q>>[0], 'columns'> & {
  title: string;
  description: string;
  /** The Add button's text: "Add Department". */
  addLabel: string;
  /** The columns (sorting by the list's own keys); `edit` opens the form on a row (the row's Edit action). */
  columns: (edit: (row: T) => void) => DataListColumn<T, SortKeyOf<Q>>[];
  form: RecordForm<T>;
  /** What shows between the header and the list. */
  children?: ReactNode;
};

/**
 * A list screen whose records are added and edited in one modal form: the header with its Add
 * button, the list, the form (the Organisation screens, Devices, Work Shifts).
 */
export function RecordListScreen<T, Q = ListParams>({
  title,
  description,
  addLabel,
  columns,
  form: Form,
  children,
  ...list
}: RecordListScreenProps<T, Q>) {
  const modal = useRowModal<T | null>();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open(null)}>
            {addLabel}
          </Button>
        }
      />
      {children}
      <DataList {...list} columns={columns(modal.open)} />
      <Form opened={modal.opened} record={modal.row} onClose={modal.close} />
    </>
  );
}
