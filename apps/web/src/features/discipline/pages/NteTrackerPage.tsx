import {
  INFRACTION_MAX,
  NTE_MESSAGES,
  NTE_PER_PAGE,
  type NteRow,
  nteInfractionText,
  type nteListQuery,
  REQUESTED_BY_MAX,
} from '@hris/domain/discipline';
import { NTE_STAGE_LABELS, NTE_STAGES, nteRowAction, nteStage } from '@hris/domain/nte-status';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Button, Select } from '@mantine/core';
import { IconFilePlus, IconPencilPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CutText } from '../../../components/CutText';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { YearFilter } from '../../../components/YearFilter';
import { formatDate } from '../../../lib/format';
import { nteKey } from '../api/keys';
import { fetchNtes, useDeleteNte } from '../api/ntes';
import { NteRowAction } from '../components/NteRowAction';
import { NTE_PAGE_SIZES } from '../page-sizes';

const STAGE_OPTIONS = NTE_STAGES.map((stage) => ({ value: stage, label: NTE_STAGE_LABELS[stage] }));
const STAGE_COLORS = {
  awaiting: 'gray',
  review: 'yellow',
  rejected: 'red',
  served: 'blue',
  acknowledged: 'teal',
  decided: 'green',
} as const;

/** /hr/nterequest: every NTE, with its row action (docs/rules.md#nte-row-action), filters by year, stage and name, and delete. */
export function NteTrackerPage() {
  const [year, setYear] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const deletion = useDeleteNte();
  const { remove } = useDeleteFlow<NteRow>({
    remove: (row) => deletion.mutateAsync(row.id),
    success: { title: 'Deleted', message: NTE_MESSAGES.deleted },
  });

  const columns: DataListColumn<NteRow, SortOf<typeof nteListQuery>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => <EmployeeNameCell name={row.full_name} detail={row.emp_id} />,
    },
    {
      key: 'requested_by',
      header: 'Requested By',
      sort: 'requested_by',
      render: (row) => <CutText text={row.requested_by} max={REQUESTED_BY_MAX} />,
    },
    {
      key: 'infraction',
      header: 'Infraction',
      sort: 'type_of_infraction',
      render: (row) => <CutText text={nteInfractionText(row)} max={INFRACTION_MAX} />,
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (row) => {
        const stage = nteStage(row);
        return (
          <Badge variant="light" color={STAGE_COLORS[stage]} styles={{ label: { overflow: 'visible' } }}>
            {NTE_STAGE_LABELS[stage]}
          </Badge>
        );
      },
    },
    { key: 'action', header: 'Action', nowrap: true, render: (row) => <NteRowAction row={row} /> },
    {
      key: 'date_request',
      header: 'Date Request',
      sort: 'date_request',
      nowrap: true,
      render: (row) => formatDate(row.date_request),
    },
    {
      key: 'remove',
      header: 'Remove',
      nowrap: true,
      render: (row) =>
        nteRowAction(row).canDelete ? (
          <IconAction
            label={`Delete the NTE of ${row.full_name}`}
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => void remove(row)}
          />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="NTE Tracker"
        description="Notices to explain: review new requests, update them, write the notice of decision, print the form."
        actions={
          <>
            <Button
              component={Link}
              to="/hr/ntemanualinput"
              variant="default"
              leftSection={<IconPencilPlus size={16} />}
            >
              Manual NTE
            </Button>
            <Button component={Link} to="/hr/nterequestform" leftSection={<IconFilePlus size={16} />}>
              New NTE
            </Button>
          </>
        }
      />
      <DataList
        label="NTE requests"
        queryKey={nteKey}
        fetchPage={fetchNtes}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={NTE_PAGE_SIZES}
        defaultPageSize={NTE_PER_PAGE}
        defaultSort="date_request"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
        filters={{ year, status }}
        filterSlot={
          <>
            <YearFilter value={year} onChange={setYear} />
            <Select
              label="Status"
              placeholder="All statuses"
              data={STAGE_OPTIONS}
              value={status}
              onChange={setStatus}
              clearable
              w={170}
            />
          </>
        }
      />
    </>
  );
}
