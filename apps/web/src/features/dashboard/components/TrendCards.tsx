import { defaultPeriod, monthLabel } from '@hris/domain/reports';
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { companyMonth } from '../../../lib/clock';
import { useReport } from '../../../lib/reports';

function ChartCard(props: {
  title: string;
  report: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={props.title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        <Anchor component={Link} to={`/hr/reports?report=${props.report}`} fz="sm">
          Open report
        </Anchor>
      </Group>
      {props.error ? (
        <Alert color="red" variant="light">
          {errorMessage(props.error)}
        </Alert>
      ) : props.loading ? (
        <Skeleton h={220} />
      ) : props.empty ? (
        <Text c="dimmed" fz="sm" py="xl" ta="center">
          No approved leave this month yet.
        </Text>
      ) : (
        props.children
      )}
    </Card>
  );
}

/** The dashboard's two charts: the head count of the last twelve months, and this month's leave by type. */
export function TrendCards() {
  const thisMonth = companyMonth();
  const year = defaultPeriod('turnover', thisMonth);
  const trend = useReport('turnover', { ...year, sub_department_id: null });
  const leave = useReport('leave', { from: thisMonth, to: thisMonth, sub_department_id: null });
  const trendData = (trend.data?.rows ?? []).map((r) => ({
    month:
      monthLabel(String(r.month)).slice(0, 3) +
      (String(r.month).endsWith('-01') ? ` ${String(r.month).slice(2, 4)}` : ''),
    'Head count': Number(r.headcount_end),
  }));
  const leaveData = (leave.data?.rows ?? []).map((r) => ({
    type: String(r.leave_type),
    Days: Number(r.days),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title="Head count, last 12 months"
        report="turnover"
        loading={trend.isPending}
        error={trend.error}
        empty={false}
      >
        <AreaChart
          h={220}
          data={trendData}
          dataKey="month"
          series={[{ name: 'Head count', color: 'blue.6' }]}
          curveType="monotone"
          withDots={false}
        />
      </ChartCard>
      <ChartCard
        title="Leave this month"
        report="leave"
        loading={leave.isPending}
        error={leave.error}
        empty={leaveData.length === 0}
      >
        <BarChart h={220} data={leaveData} dataKey="type" series={[{ name: 'Days', color: 'teal.6' }]} />
      </ChartCard>
    </SimpleGrid>
  );
}
