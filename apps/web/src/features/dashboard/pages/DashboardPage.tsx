import { Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconChevronRight, IconSitemap } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { useListTotal } from '../api';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

type TotalCardProps = {
  to: string;
  title: string;
  caption: string;
  icon: ReactNode;
  color: string;
  total: ReturnType<typeof useListTotal>;
};

function TotalCard({ to, title, caption, icon, color, total }: TotalCardProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text c="dimmed" fz="xs" tt="uppercase" fw={700}>
            {title}
          </Text>
          {total.isPending ? (
            <Loader size="sm" mt={6} aria-label="Loading" />
          ) : total.isError ? (
            <Text c="red" fz="sm">
              Not available
            </Text>
          ) : (
            <Text fw={700} fz={32} lh={1.1}>
              {total.data.toLocaleString('en-PH')}
            </Text>
          )}
          <Text c="dimmed" fz="sm">
            {caption}
          </Text>
        </Stack>
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      <Group gap={4} mt="md" c={color}>
        <Text fz="sm" fw={500}>
          Open {title.toLowerCase()}
        </Text>
        <IconChevronRight size={14} />
      </Group>
    </Card>
  );
}

export function DashboardPage() {
  const user = useCurrentUser();
  const departments = useListTotal('departments');
  const subDepartments = useListTotal('subdepartments');
  const positions = useListTotal('positions');
  const name = displayName(user.data);

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Dashboard</Title>
        <Text c="dimmed">
          {greeting(new Date().getHours())}
          {name ? `, ${name}` : ''}. Here is how the organisation is set up today.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <TotalCard
          to="/hr/department"
          title="Departments"
          caption="Departments in the company"
          icon={<IconBuilding size={26} />}
          color="blue"
          total={departments}
        />
        <TotalCard
          to="/hr/subdepartment"
          title="Sub-departments"
          caption="Teams within departments"
          icon={<IconSitemap size={26} />}
          color="grape"
          total={subDepartments}
        />
        <TotalCard
          to="/hr/position"
          title="Designations"
          caption="Positions employees can hold"
          icon={<IconBriefcase size={26} />}
          color="teal"
          total={positions}
        />
      </SimpleGrid>
    </Stack>
  );
}
