import { type DeviceBody, type DeviceRow, deviceBody } from '@hris/domain/punches';
import { Stack, TagsInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveDevice } from '../api/devices';

type DeviceValues = { serial_number: string; name: string; location: string; allowed_addresses: string[] };
const F = formFields<DeviceValues>();
const resolver = formResolver<DeviceValues, typeof deviceBody>(deviceBody);

type DeviceFormModalProps = { opened: boolean; device: DeviceRow | null; onClose: () => void };

/**
 * Add Device and Edit Device: a terminal's serial number (what its pushes carry), a name, where it is,
 * and the addresses it may call from (none: any).
 */
export function DeviceFormModal({ opened, device, onClose }: DeviceFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={device ? 'Edit Device' : 'Add Device'} centered>
      <DeviceForm key={device?.id ?? 'new'} device={device} onClose={onClose} />
    </FormModal>
  );
}

function DeviceForm({ device, onClose }: Omit<DeviceFormModalProps, 'opened'>) {
  const form = useForm<DeviceValues, unknown, DeviceBody>({
    resolver,
    defaultValues: {
      serial_number: device?.serial_number ?? '',
      name: device?.name ?? '',
      location: device?.location ?? '',
      // As HR typed them: a single address without its /32 (or /128).
      allowed_addresses: (device?.allowed_addresses ?? []).map((r) => r.replace(/\/(32|128)$/, '')),
    },
  });
  const mutation = useSaveDevice();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: device?.id ?? null, body }),
    onSaved: onClose,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate>
        <Stack gap="md">
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
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
