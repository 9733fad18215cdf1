import type { SortOf } from '@hris/domain/paging';
import {
  CHANGE_LABELS,
  type ProfileRequestRow,
  type profileRequestsQuery,
} from '@hris/domain/profile-requests';
import { Badge, Group, Select } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { fetchProfileRequests, profileRequestsKey } from '../api/profile-requests';
import { ProfileStatusBadge } from '../components/ProfileStatusBadge';
import { PROFILE_STATUS_OPTIONS } from '../profile-values';

const PAGE_SIZES = [10, 20, 50, 100];

/** /hr/profilerequests: the changes employees asked for in self-service, to approve or decline. */
export function ProfileRequestsPage() {
  const [status, setStatus] = useState<string | null>(null);
  const columns: DataListColumn<ProfileRequestRow, SortOf<typeof profileRequestsQuery>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => (
        <EmployeeNameCell name={row.full_name} detail={`${row.emp_id} · ${row.position_name}`} />
      ),
    },
    {
      key: 'fields',
      header: 'Changes',
      render: (row) => row.fields.map((f) => CHANGE_LABELS[f]).join(', '),
    },
    {
      key: 'created_at',
      header: 'Requested',
      sort: 'created_at',
      nowrap: true,
      render: (row) => formatDateTime(row.created_at, { short: true }),
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      nowrap: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <ProfileStatusBadge status={row.status} />
          {row.status === 'pending' ? (
            <Badge size="xs" color="red" variant="filled">
              New
            </Badge>
          ) : null}
        </Group>
      ),
    },
    actionColumn(
      (row) => (
        <IconAction
          label={row.status === 'pending' ? 'Review' : 'View'}
          icon={<IconEye size={17} />}
          to={`/hr/profilerequests/${row.id}`}
          variant="light"
        />
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Profile Requests"
        description="Changes employees asked for in self-service: contact, addresses, emergency contact, civil status and dependents. The record changes once you approve."
      />
      <DataList
        label="Profile Requests"
        queryKey={profileRequestsKey}
        fetchPage={fetchProfileRequests}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={PAGE_SIZES}
        defaultPageSize={20}
        defaultSort="created_at"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
        filters={{ status }}
        filterSlot={
          <Select
            label="Status"
            placeholder="All statuses"
            data={PROFILE_STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            clearable
            w={150}
          />
        }
      />
    </>
  );
}
