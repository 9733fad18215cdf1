import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companyToday, greeting } from '../../lib/clock';
import { formatDate } from '../../lib/format';
import { essMeQuery, useEmployeeName } from '../shell/use-employee-name';

/** The home's first card: the greeting with the employee's name, today's date, their position. */
export function GreetingCard() {
  const name = useEmployeeName();
  const me = useQuery(essMeQuery());
  const role = [me.data?.position_name, me.data?.department_name].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {greeting()}
            {name ? `, ${name}` : ''}
          </Title>
          {role ? (
            <Text c="dimmed" fz="sm">
              {role}
            </Text>
          ) : null}
        </Stack>
        <Text c="dimmed" fz="sm">
          {formatDate(companyToday())}
        </Text>
      </Group>
    </Paper>
  );
}
