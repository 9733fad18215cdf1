import { CREDIT_FIELDS, type CreditField } from '@hris/domain/leave';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { CREDIT_LABELS, days, LEDGER_REASON_LABELS } from '../../../features/leave/leave-labels';
import { formatDate } from '../../../lib/format';
import { myCreditsQuery } from './api';

/** The credits besides the balance, shown when the employee has any. */
const OTHERS: CreditField[] = ['used', 'bereavement', 'solo_parents', 'maternity', 'paternity'];

/** The home's leave credits: the balance, the other credits held, and the last changes explained. */
export function CreditsCard() {
  const titleId = useId();
  const credits = useQuery(myCreditsQuery(3));
  const c = credits.data?.credits;
  const lines = credits.data?.data ?? [];
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id={titleId}>
            Leave credits
          </Title>
          <Anchor component={Link} to="/ess/leave" fz="sm">
            File a leave
          </Anchor>
        </Group>
        {credits.isError ? (
          <Text fz="sm" c="dimmed">
            Your credits could not be loaded.
          </Text>
        ) : credits.isSuccess && !c ? (
          <Text fz="sm" c="dimmed">
            HR has not registered your leave credits yet.
          </Text>
        ) : c ? (
          <>
            <Text fz="xl" fw={700}>
              {days(c.leave_credit_balance)}{' '}
              <Text span fz="sm" fw={400} c="dimmed">
                left
              </Text>
            </Text>
            <Text fz="sm">
              {OTHERS.filter((f) => Number(c[CREDIT_FIELDS[f]]) !== 0)
                .map((f) => `${CREDIT_LABELS[f]}: ${days(c[CREDIT_FIELDS[f]])}`)
                .join(' · ') || 'No other credits.'}
            </Text>
            {lines.length ? (
              <Stack
                component="ul"
                gap={2}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label="Latest changes"
              >
                {lines.map((line) => (
                  <Text component="li" key={line.id} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {Number(line.delta) < 0 ? '−' : '+'}
                    {days(Math.abs(Number(line.delta)))} {CREDIT_LABELS[line.field].toLowerCase()} ·{' '}
                    {LEDGER_REASON_LABELS[line.reason]} · {formatDate(line.created_at)}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
