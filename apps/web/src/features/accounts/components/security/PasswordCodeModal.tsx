import { Modal, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconLock } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form/FormActions';
import { formFields } from '../../../../components/form/form-fields';
import { useSaveFlow } from '../../../../components/form/use-save-flow';

type Values = { password: string; code: string };
const F = formFields<Values>();

type Props<R> = {
  opened: boolean;
  title: string;
  intro: string;
  saveLabel: string;
  /** Ask for a code (or recovery code) as well as the password. */
  withCode?: boolean;
  save: (values: Values) => Promise<R>;
  onSaved: (reply: R) => void;
  onClose: () => void;
};

/** The password again (and a code) before a change to the second factor. */
export function PasswordCodeModal<R>({ opened, title, onClose, ...rest }: Props<R>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened ? <PasswordCodeForm onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function PasswordCodeForm<R>({
  intro,
  saveLabel,
  withCode,
  save,
  onSaved,
  onClose,
}: Omit<Props<R>, 'opened' | 'title'>) {
  const form = useForm<Values>({ defaultValues: { password: '', code: '' } });
  const { submit, saving } = useSaveFlow(form, { save, onSaved, confirm: false, success: false });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{intro}</Text>
          <F.Password
            name="password"
            label="Password"
            withAsterisk
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            data-autofocus
          />
          {withCode ? (
            <F.Text
              name="code"
              label="Code from the app, or a recovery code"
              withAsterisk
              autoComplete="one-time-code"
              leftSection={<IconDeviceMobile size={16} />}
            />
          ) : null}
        </Stack>
        <FormActions onCancel={onClose} saving={saving} saveLabel={saveLabel} />
      </form>
    </FormProvider>
  );
}
