import type { SortOf } from '@hris/domain/paging';
import {
  DEVICES_PER_PAGE,
  type DeviceRow,
  type deviceListQuery,
  punchYears,
  punchYearsText,
} from '@hris/domain/punches';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconEdit, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { actionColumn } from '../../../components/action-column';
import type { DataListColumn } from '../../../components/DataList';
import { IconAction } from '../../../components/IconAction';
import { RecordListScreen } from '../../../components/RecordListScreen';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { companyToday } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/format';
import { fetchDevices, useDeleteDevice } from '../api/devices';
import { devicesKey } from '../api/keys';
import { DeviceFormModal } from '../components/DeviceFormModal';
import { DEVICE_PAGE_SIZES } from '../page-sizes';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const Dimmed = ({ children }: { children: string }) => (
  <Text fz="sm" c="dimmed">
    {children}
  </Text>
);

/** The addresses a terminal may call from, one a line; none is any address. */
function AllowedAddresses({ row }: { row: DeviceRow }) {
  if (row.allowed_addresses.length === 0) return <Dimmed>Any address</Dimmed>;
  return (
    <Stack gap={0}>
      {row.allowed_addresses.map((range) => (
        <Text key={range} fz="sm" ff="monospace">
          {range.replace(/\/(32|128)$/, '')}
        </Text>
      ))}
    </Stack>
  );
}

/** What a terminal sent that was refused: calls from other addresses, punches dated where none can be. */
function Refused({ row }: { row: DeviceRow }) {
  if (row.refused_calls === 0 && row.stamps_refused === 0) return <Dimmed>None</Dimmed>;
  const years = punchYearsText(punchYears(companyToday()));
  return (
    <Stack gap={4} miw={190}>
      {row.refused_calls > 0 && row.last_refused_at && (
        <div>
          <Text fz="sm" fw={600} c="red.9">
            {plural(row.refused_calls, 'call')} refused: not an allowed address
          </Text>
          <Text fz="xs" c="dimmed">
            last from {row.last_refused_address ?? 'an unknown address'},{' '}
            {formatDateTime(row.last_refused_at, { short: true })}
          </Text>
        </div>
      )}
      {row.stamps_refused > 0 && row.last_stamp_refused_at && (
        <div>
          <Text fz="sm" fw={600} c="red.9">
            {plural(row.stamps_refused, 'punch', 'punches')} refused: not dated {years}
          </Text>
          <Text fz="xs" c="dimmed">
            last dated {row.last_stamp_refused}, sent{' '}
            {formatDateTime(row.last_stamp_refused_at, { short: true })}
          </Text>
        </div>
      )}
    </Stack>
  );
}

/** /hr/devices: the time clocks allowed to push punches, with Add, Edit and Delete. */
export function DevicesPage() {
  const deletion = useDeleteDevice();
  const { remove } = useDeleteFlow<DeviceRow>({ remove: (row) => deletion.mutateAsync(row.id) });
  const pushUrl = `${window.location.origin}/iclock/cdata`;

  const columns = (
    edit: (row: DeviceRow) => void,
  ): DataListColumn<DeviceRow, SortOf<typeof deviceListQuery>>[] => [
    {
      key: 'serial_number',
      header: 'Serial Number',
      sort: 'serial_number',
      nowrap: true,
      render: (row) => row.serial_number,
    },
    { key: 'name', header: 'Name', sort: 'name', render: (row) => row.name },
    { key: 'location', header: 'Location', render: (row) => row.location },
    {
      key: 'allowed_addresses',
      header: 'Allowed Addresses',
      nowrap: true,
      render: (row) => <AllowedAddresses row={row} />,
    },
    {
      key: 'last_seen_at',
      header: 'Last Seen',
      sort: 'last_seen_at',
      nowrap: true,
      render: (row) =>
        row.last_seen_at ? (
          <Stack gap={0}>
            <Text fz="sm">{formatDateTime(row.last_seen_at, { short: true })}</Text>
            {row.last_address && (
              <Text fz="xs" c="dimmed">
                from {row.last_address}
              </Text>
            )}
          </Stack>
        ) : (
          <Dimmed>Never</Dimmed>
        ),
    },
    { key: 'refused', header: 'Refused', render: (row) => <Refused row={row} /> },
    {
      key: 'punches',
      header: 'Punches',
      align: 'right',
      nowrap: true,
      render: (row) => row.punches.toLocaleString('en-US'),
    },
    actionColumn((row) => (
      <>
        <IconAction label="Edit" icon={<IconEdit size={16} />} variant="light" onClick={() => edit(row)} />
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
      title="Devices"
      description="The time clocks that send punches to the attendance."
      addLabel="Add Device"
      label="Devices"
      queryKey={devicesKey}
      fetchPage={fetchDevices}
      columns={columns}
      rowKey={(row) => row.id}
      pageSizes={DEVICE_PAGE_SIZES}
      defaultPageSize={DEVICES_PER_PAGE}
      defaultSort="name"
      searchPlaceholder="Search device"
      form={DeviceFormModal}
    >
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} />}
        mb="md"
        title="How terminals connect"
      >
        <Text fz="sm">
          ZKTeco terminals push their punches to <Code>{pushUrl}</Code> (ADMS: set the terminal's Cloud Server
          to this server's address and port). Only the serial numbers registered here are accepted, and a
          terminal given allowed addresses only from those; anything else is refused and shown under Refused.
        </Text>
      </Alert>
    </RecordListScreen>
  );
}
