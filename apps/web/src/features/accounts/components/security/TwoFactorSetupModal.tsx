import { Alert, Button, Checkbox, Code, Group, Image, Modal, Stack, Stepper, Text } from '@mantine/core';
import { IconDeviceMobile, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form/FormActions';
import { formFields } from '../../../../components/form/form-fields';
import { useSaveFlow } from '../../../../components/form/use-save-flow';
import { useEnableTwoFactor, useStartTwoFactor } from '../../api/security';
import { RecoveryCodes } from './RecoveryCodes';

type Values = { password: string; code: string };
const F = formFields<Values>();

/**
 * Set up two-factor authentication: the password again, then the QR code to scan and the app's first
 * code, then the recovery codes (shown this once; the dialog closes only once they are kept).
 */
export function TwoFactorSetupModal({
  opened,
  onClose,
  username,
}: {
  opened: boolean;
  onClose: () => void;
  username: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Set up two-factor authentication"
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {opened ? <SetupSteps onClose={onClose} username={username} /> : null}
    </Modal>
  );
}

function SetupSteps({ onClose, username }: { onClose: () => void; username: string }) {
  const form = useForm<Values>({ defaultValues: { password: '', code: '' } });
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [kept, setKept] = useState(false);
  const step = codes ? 2 : start.data ? 1 : 0;

  const checkPassword = useSaveFlow(form, {
    save: (v) => start.mutateAsync({ password: v.password }),
    confirm: false,
    success: false,
    fields: ['password'],
  });
  const turnOn = useSaveFlow(form, {
    save: (v) => enable.mutateAsync({ code: v.code }),
    confirm: false,
    success: false,
    fields: ['code'],
    onSaved: (reply) => setCodes(reply.recovery_codes),
  });

  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label="Password">
        <FormProvider {...form}>
          <form onSubmit={checkPassword.submit} noValidate>
            <Stack gap="md" mt="md">
              <Text fz="sm">Enter your password to add an authenticator app to your account.</Text>
              <F.Password
                name="password"
                label="Password"
                withAsterisk
                autoComplete="current-password"
                leftSection={<IconLock size={16} />}
                data-autofocus
              />
            </Stack>
            <FormActions onCancel={onClose} saving={checkPassword.saving} saveLabel="Continue" />
          </form>
        </FormProvider>
      </Stepper.Step>
      <Stepper.Step label="Scan">
        {start.data ? (
          <FormProvider {...form}>
            <form onSubmit={turnOn.submit} noValidate>
              <Stack gap="md" mt="md">
                <Text fz="sm">
                  Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                  Authy, 1Password), then enter the 6-digit code it shows.
                </Text>
                <Group align="flex-start" wrap="nowrap" gap="lg">
                  <Image src={start.data.qr_code} alt="QR code for the authenticator app" w={180} h={180} />
                  <Stack gap={4}>
                    <Text fz="xs" c="dimmed">
                      Cannot scan it? Enter this key in the app:
                    </Text>
                    <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                      {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
                    </Code>
                  </Stack>
                </Group>
                <F.Text
                  name="code"
                  label="Code from the app"
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  w={200}
                  leftSection={<IconDeviceMobile size={16} />}
                  data-autofocus
                />
              </Stack>
              <FormActions onCancel={onClose} saving={turnOn.saving} saveLabel="Turn On" />
            </form>
          </FormProvider>
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Recovery codes">
        {codes ? (
          <Stack gap="md" mt="md">
            <Alert color="teal" variant="light">
              Two-factor authentication is on. From now on you log in with your password and a code from the
              app.
            </Alert>
            <RecoveryCodes codes={codes} username={username} />
            <Checkbox
              checked={kept}
              onChange={(e) => setKept(e.currentTarget.checked)}
              label="I have saved my recovery codes"
            />
            <Group justify="flex-end">
              <Button onClick={onClose} disabled={!kept}>
                Done
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stepper.Step>
    </Stepper>
  );
}
