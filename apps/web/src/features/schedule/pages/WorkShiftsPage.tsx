import type { SortOf } from '@hris/domain/paging';
import { WORK_SHIFTS_PER_PAGE, type WorkShiftRow, type workShiftListQuery } from '@hris/domain/schedule';
import { SHIFT_GROUPS, type ShiftGroup } from '@hris/domain/shifts';
import { Badge, Select, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { actionColumn } from '../../../components/action-column';
import type { DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { RecordListScreen } from '../../../components/RecordListScreen';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { formatDate } from '../../../lib/format';
import { workShiftsKey } from '../api/keys';
import { fetchWorkShifts, useDeleteWorkShift } from '../api/workshifts';
import { WorkShiftFormModal } from '../components/WorkShiftFormModal';
import { WORK_SHIFT_PAGE_SIZES } from '../page-sizes';

const GROUP_COLORS: Record<ShiftGroup, string> = {
  'Day-Shift': 'yellow',
  'Mid-Shift': 'grape',
  'Night-Shift': 'indigo',
};

/** /hr/workshifts: every employee's shift in force today, with Add, Modify (and its history) and Delete. */
export function WorkShiftsPage() {
  const [group, setGroup] = useState<string | null>(null);
  const deletion = useDeleteWorkShift();
  const { remove } = useDeleteFlow<WorkShiftRow>({ remove: (row) => deletion.mutateAsync(row.id) });

  const columns = (
    modify: (row: WorkShiftRow) => void,
  ): DataListColumn<WorkShiftRow, SortOf<typeof workShiftListQuery>>[] => [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => (
        <EmployeeNameCell name={row.full_name} detail={`${row.emp_id} · ${row.position_name}`} />
      ),
    },
    {
      key: 'schedule',
      header: 'Shift group',
      sort: 'schedule',
      nowrap: true,
      render: (row) => (
        <Badge variant="light" radius="sm" color={GROUP_COLORS[row.schedule] ?? 'gray'}>
          {row.schedule}
        </Badge>
      ),
    },
    { key: 'time', header: 'Time', sort: 'time', nowrap: true, render: (row) => row.time },
    {
      key: 'timezone_name',
      header: 'Time zone',
      sort: 'timezone_name',
      render: (row) =>
        row.timezone_name ?? (
          <Text fz="sm" c="dimmed">
            Not set
          </Text>
        ),
    },
    {
      key: 'effective_from',
      header: 'Effective from',
      sort: 'effective_from',
      nowrap: true,
      render: (row) => formatDate(row.effective_from),
    },
    actionColumn((row) => (
      <>
        <IconAction
          label="Modify"
          icon={<IconEdit size={16} />}
          variant="light"
          onClick={() => modify(row)}
        />
        <IconAction
          label="Delete"
          icon={<IconTrash size={16} />}
          color="red"
          onClick={() => void remove(row)}
        />
      </>
    )),
  ];

  return (
    <RecordListScreen
      title="Work Shifts"
      description="Each employee's shift in force today. A change takes effect from its date; the history keeps the earlier ones."
      addLabel="Add Work Shift"
      label="Work shifts"
      queryKey={workShiftsKey}
      fetchPage={fetchWorkShifts}
      columns={columns}
      rowKey={(row) => row.id}
      pageSizes={WORK_SHIFT_PAGE_SIZES}
      defaultPageSize={WORK_SHIFTS_PER_PAGE}
      defaultSort="full_name"
      searchPlaceholder="Search employee"
      filters={{ schedule: group }}
      filterSlot={
        <Select
          label="Shift group"
          placeholder="All shift groups"
          data={SHIFT_GROUPS}
          value={group}
          onChange={setGroup}
          clearable
          w={170}
        />
      }
      form={WorkShiftFormModal}
    />
  );
}
