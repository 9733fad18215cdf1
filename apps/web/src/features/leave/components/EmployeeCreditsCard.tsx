import { CREDIT_FIELDS, type CreditField } from '@hris/domain/leave';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useEmployeeCredits } from '../api/credits';
import { CREDIT_LABELS, dayNumber } from '../leave-labels';

const SHOWN: CreditField[] = ['balance', 'used', 'bereavement', 'solo_parents', 'maternity', 'paternity'];

/** The chosen employee's credits (GET api/employee/credits/{id}), the one this leave draws on marked. */
export function EmployeeCreditsCard({
  employeeId,
  field,
}: {
  employeeId: number | null;
  field: CreditField | null;
}) {
  const credits = useEmployeeCredits(employeeId);
  if (employeeId === null) {
    return (
      <Text fz="sm" c="dimmed">
        Choose the employee to see their leave credits.
      </Text>
    );
  }
  if (credits.isPending) return <Loader size="sm" aria-label="Loading credits" />;
  if (credits.isError) {
    return (
      <Alert color="red" variant="light" title="The credits could not be loaded">
        {errorMessage(credits.error)}
      </Alert>
    );
  }
  if (credits.data === null) {
    return (
      <Alert color="orange" variant="light" title="No leave credits registered">
        A leave With Pay needs credits; register them on the Leave Credits screen first.
      </Alert>
    );
  }
  const data = credits.data;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" aria-label="Leave credits">
      {SHOWN.map((key) => {
        const drawn = key === field;
        return (
          <Paper
            key={key}
            withBorder
            radius="md"
            p="xs"
            bg={drawn ? 'var(--mantine-color-teal-0)' : undefined}
            style={drawn ? { borderColor: 'var(--mantine-color-teal-5)' } : undefined}
          >
            <Stack gap={0}>
              <Text fz={10} c="dimmed" tt="uppercase" fw={700}>
                {CREDIT_LABELS[key]}
              </Text>
              <Group gap={4} align="baseline">
                <Text fw={700} fz="lg">
                  {dayNumber(data[CREDIT_FIELDS[key]])}
                </Text>
                <Text fz="xs" c="dimmed">
                  days
                </Text>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
