import { type DeviceRow, deviceBody } from '@hris/domain/punches';
import { TagsInput } from '@mantine/core';
import { formFields } from '../../../components/form/form-fields';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import type { RecordForm } from '../../../components/RecordListScreen';
import { useSaveDevice } from '../api/devices';

type DeviceValues = { serial_number: string; name: string; location: string; allowed_addresses: string[] };
const F = formFields<DeviceValues>();

/**
 * Add Device and Edit Device: a terminal's serial number (what its pushes carry), a name, where it is,
 * and the addresses it may call from (none: any).
 */
export const DeviceFormModal: RecordForm<DeviceRow> = ({ opened, record: device, onClose }) => {
  const mutation = useSaveDevice();
  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      title={device ? 'Edit Device' : 'Add Device'}
      size="md"
      keepEnter
      schema={deviceBody}
      values={{
        serial_number: device?.serial_number ?? '',
        name: device?.name ?? '',
        location: device?.location ?? '',
        // As HR typed them: a single address without its /32 (or /128).
        allowed_addresses: (device?.allowed_addresses ?? []).map((r) => r.replace(/\/(32|128)$/, '')),
      }}
      save={(body) => mutation.mutateAsync({ id: device?.id ?? null, body })}
    >
      <F.Text
        name="serial_number"
        label="Serial Number"
        description="As the terminal shows it (System Info); its pushes carry it"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk
        data-autofocus
      />
      <F.Text name="name" label="Name" withAsterisk />
      <F.Text name="location" label="Location" />
      <F.Use
        name="allowed_addresses"
        component={TagsInput}
        label="Allowed Addresses"
        description="The addresses or ranges the terminal calls from, e.g. 203.0.113.7 or 192.168.1.0/24 (IPv6 too); press Enter after each. Leave empty to accept any address."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder="Address or range"
        splitChars={[',', ' ']}
        clearable
      />
    </RecordFormModal>
  );
};
