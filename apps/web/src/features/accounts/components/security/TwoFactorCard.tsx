import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { successDialog } from '../../../../components/dialogs';
import { LoadFailedAlert } from '../../../../components/LoadFailure';
import { formatDateTime } from '../../../../lib/format';
import { useDisableTwoFactor, useRenewRecoveryCodes, useTwoFactor } from '../../api/security';
import { PasswordCodeModal } from './PasswordCodeModal';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetupModal } from './TwoFactorSetupModal';

type Open = 'setup' | 'renew' | 'disable' | null;

/** The Security page's two-factor section: its state and the three things to do with it. */
export function TwoFactorCard({ username }: { username: string }) {
  const status = useTwoFactor();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState<Open>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setOpen(null);
  const s = status.data;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Two-factor authentication</Title>
          {s ? (
            <Badge color={s.enabled ? 'teal' : 'gray'} variant="light" size="lg">
              {s.enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </Group>
        {status.isError ? (
          <LoadFailedAlert
            title="Two-factor authentication"
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        ) : null}
        {!s && !status.isError ? <Skeleton h={60} /> : null}
        {s && !s.enabled ? (
          <>
            <Text fz="sm">
              With two-factor authentication, logging in needs a code from an app on your phone as well as
              your password: someone who learns your password still cannot see the employees' records.
            </Text>
            <Group>
              <Button leftSection={<IconShieldCheck size={16} />} onClick={() => setOpen('setup')}>
                Set Up
              </Button>
            </Group>
          </>
        ) : null}
        {s?.enabled ? (
          <>
            <Text fz="sm">
              On since {formatDateTime(s.enabled_at, { short: true })}. You log in with your password and a
              code from your authenticator app.
            </Text>
            <Text fz="sm" c={s.recovery_codes_left <= 3 ? 'red' : undefined}>
              {s.recovery_codes_left} of 10 recovery codes left.
            </Text>
            {s.recovery_codes_left <= 3 ? (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
                Few recovery codes are left. Make new ones so you can still log in if you lose your phone.
              </Alert>
            ) : null}
            <Group>
              <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setOpen('renew')}>
                New Recovery Codes
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconShieldOff size={16} />}
                onClick={() => setOpen('disable')}
              >
                Turn Off
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      <TwoFactorSetupModal opened={open === 'setup'} onClose={close} username={username} />
      <PasswordCodeModal
        withCode
        opened={open === 'renew'}
        title="New recovery codes"
        intro="Enter your password and a code from the app (or one of your recovery codes). New codes replace the old ones, which stop working."
        saveLabel="Make New Codes"
        save={(v) => renew.mutateAsync(v)}
        onSaved={(reply) => {
          close();
          setCodes(reply.recovery_codes);
        }}
        onClose={close}
      />
      <PasswordCodeModal
        withCode
        opened={open === 'disable'}
        title="Turn off two-factor authentication"
        intro="Enter your password and a code from the app (or a recovery code). Logging in will need only the password."
        saveLabel="Turn Off"
        save={(v) => disable.mutateAsync(v)}
        onSaved={() => {
          close();
          void successDialog({ title: 'Turned Off', message: 'Two-factor authentication is off.' });
        }}
        onClose={close}
      />
      <Modal opened={codes !== null} onClose={() => setCodes(null)} title="Your new recovery codes" centered>
        {codes ? <RecoveryCodes codes={codes} username={username} /> : null}
      </Modal>
    </Paper>
  );
}
