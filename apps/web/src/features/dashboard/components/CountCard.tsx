import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type CountCardProps = {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  to: string;
  loading: boolean;
};

/** One head count, read at a glance; the card opens the list it counts. */
export function CountCard({ label, value, icon, color, to, loading }: CountCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" wrap="nowrap" align="center">
        <div>
          <Text c="dimmed" fz="xs" tt="uppercase" fw={700}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={60} mt={4} />
          ) : (
            <Text fw={700} fz={30} lh={1.15} data-testid={`count-${label.toLowerCase()}`}>
              {value === undefined ? '—' : value.toLocaleString('en-PH')}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
