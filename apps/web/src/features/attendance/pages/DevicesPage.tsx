import { DEVICES_PER_PAGE, type DeviceRow } from '@hris/domain/punches';
import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { IconEdit, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { useRowModal } from '../../../components/use-row-modal';
import { fetchDevices, useDeleteDevice } from '../api/devices';
import { devicesKey } from '../api/keys';
import { DeviceFormModal } from '../components/DeviceFormModal';
import { companyDateTime } from '../cut-off';
import { DEVICE_PAGE_SIZES } from '../page-sizes';

/** /hr/devices: the time clocks allowed to push punches, with Add, Edit and Delete. */
export function DevicesPage() {
  const modal = useRowModal<DeviceRow | null>();
  const deletion = useDeleteDevice();
  const { remove } = useDeleteFlow<DeviceRow>({ remove: (row) => deletion.mutateAsync(row.id) });
  const pushUrl = `${window.location.origin}/iclock/cdata`;

  const columns: DataListColumn<DeviceRow>[] = [
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
      key: 'last_seen_at',
      header: 'Last Seen',
      sort: 'last_seen_at',
      nowrap: true,
      render: (row) =>
        row.last_seen_at ? (
          companyDateTime(row.last_seen_at)
        ) : (
          <Text fz="sm" c="dimmed">
            Never
          </Text>
        ),
    },
    {
      key: 'punches',
      header: 'Punches',
      align: 'right',
      nowrap: true,
      render: (row) => row.punches.toLocaleString('en-US'),
    },
    {
      key: 'action',
      header: 'Action',
      pinned: true,
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            label="Edit"
            icon={<IconEdit size={16} />}
            variant="light"
            onClick={() => modal.open(row)}
          />
          <IconAction
            label="Delete"
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => void remove(row)}
          />
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Devices"
        description="The time clocks that send punches to the attendance."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open(null)}>
            Add Device
          </Button>
        }
      />
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} />}
        mb="md"
        title="How terminals connect"
      >
        <Text fz="sm">
          ZKTeco terminals push their punches to <Code>{pushUrl}</Code> (ADMS: set the terminal's Cloud Server
          to this server's address and port). Only the serial numbers registered here are accepted; a punch
          from any other terminal is refused.
        </Text>
      </Alert>
      <DataList
        label="Devices"
        queryKey={devicesKey}
        fetchPage={fetchDevices}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={DEVICE_PAGE_SIZES}
        defaultPageSize={DEVICES_PER_PAGE}
        defaultSort="name"
        searchPlaceholder="Search device"
      />
      <DeviceFormModal opened={modal.opened} device={modal.row} onClose={modal.close} />
    </>
  );
}
