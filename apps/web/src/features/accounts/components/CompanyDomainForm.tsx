import { type Settings, settingsBody } from '@hris/domain/accounts';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveSettings } from '../api/settings';

type DomainValues = { company_domain: string };

const F = formFields<DomainValues>();
const resolver = formResolver<DomainValues, typeof settingsBody>(settingsBody);

/** The company e-mail domain new accounts get (POST api/settings/update). */
export function CompanyDomainForm({ settings }: { settings: Settings }) {
  const form = useForm<DomainValues, unknown, Settings>({
    resolver,
    defaultValues: { company_domain: settings.company_domain },
  });
  const domain = useWatch({ control: form.control, name: 'company_domain' });
  const mutation = useSaveSettings();
  const { submit, saving } = useSaveFlow(form, { save: (body) => mutation.mutateAsync(body) });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Company e-mail domain">
        <Stack gap="md">
          <F.Text
            name="company_domain"
            label="Domain"
            withAsterisk
            autoComplete="off"
            placeholder="company.ph"
            description={`A new account's e-mail: username@${domain.trim() || 'company.ph'}`}
            leftSection="@"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={saving}
              variant="light"
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Save Domain
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
