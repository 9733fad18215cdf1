import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { runSaveFlow } from '../../../../components/form/use-save-flow';
import { LoadFailedAlert } from '../../../../components/LoadFailure';
import { formatDateTime } from '../../../../lib/format';
import { clearSession } from '../../../../lib/session';
import { useEndSessions, useSessions } from '../../api/security';
import { sessionDevice } from './session-device';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The Security page's sessions: where the account is logged in, each one to end. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSessions();
  const navigate = useNavigate();
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current).length;

  const endOne = (id: number, current: boolean) =>
    runSaveFlow(() => end.mutateAsync(id), {
      confirm: {
        title: current ? 'Log out here?' : 'End this session?',
        message: current
          ? 'This is the session you are using: you will be logged out.'
          : 'That browser will be logged out.',
        confirmLabel: current ? 'Log Out' : 'End Session',
      },
      success: current ? false : { title: 'Ended', message: 'The session has ended.' },
      afterSuccess: () => {
        if (!current) return;
        clearSession();
        navigate('/logout', { replace: true });
      },
    });
  const endOthers = () =>
    runSaveFlow(() => end.mutateAsync(null), {
      confirm: {
        title: 'Log out everywhere else?',
        message: 'Every other browser logged in to your account will be logged out.',
        confirmLabel: 'Log Out Others',
      },
      success: (reply) => ({ title: 'Done', message: String(reply.message ?? '') }),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Sessions</Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconLogout size={14} />}
            disabled={others === 0}
            onClick={() => void endOthers()}
          >
            Log Out Other Sessions
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          Where your account is logged in now. A session ends after 12 hours, or sooner when it is not used
          for a while. End any you do not recognise, and change your password.
        </Text>
        {sessions.isError ? (
          <LoadFailedAlert title="Sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : null}
        {sessions.isPending ? <Skeleton h={80} /> : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Sessions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Browser</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Logged in</Table.Th>
                  <Table.Th>Last active</Table.Th>
                  <Table.Th>Ends</Table.Th>
                  <Table.Th aria-label="Action" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text fz="sm" title={s.user_agent ?? undefined}>
                        {sessionDevice(s.user_agent)}
                      </Text>
                      {s.current ? (
                        <Badge size="sm" variant="light" color="teal">
                          This session
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{s.ip ?? ''}</Table.Td>
                    <Table.Td style={NOWRAP}>{formatDateTime(s.created_at, { short: true })}</Table.Td>
                    <Table.Td style={NOWRAP}>{formatDateTime(s.last_used_at, { short: true })}</Table.Td>
                    <Table.Td style={NOWRAP}>{formatDateTime(s.expires_at, { short: true })}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void endOne(s.id, s.current)}
                      >
                        {s.current ? 'Log Out' : 'End'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
