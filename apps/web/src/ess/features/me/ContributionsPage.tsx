import { CONTRIBUTION_AMOUNTS, CONTRIBUTION_LABELS } from '@hris/domain/contributions';
import type { EssContributions } from '@hris/domain/ess-me';
import { FIRST_LIST_YEAR } from '@hris/domain/paging';
import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { companyYear } from '../../../lib/clock';
import { formatDate, peso } from '../../../lib/format';
import { monthTitle } from '../../../lib/month';
import { myContributionsQuery } from './api';
import { Facts } from './Facts';
import './me.css';

type Computed = NonNullable<EssContributions['computed']>;
const SHARES = ['sss_cont', 'phic_cont', 'hdmf_pagibig_cont', 'withholding_tax'] as const;

/** What the employee's basic salary gives today, each share with how it was computed. */
function SharesExplained({ computed }: { computed: Computed }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Your shares this month
        </Title>
        <Text fz="sm" c="dimmed">
          From your basic salary of {peso(computed.basic_salary)}, with the tables in force on{' '}
          {formatDate(computed.date)}.
        </Text>
        <Stack gap="xs">
          {SHARES.map((key) => (
            <Stack key={key} gap={0}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{CONTRIBUTION_LABELS[key]}</Text>
                <Text fw={600}>{peso(computed[key])}</Text>
              </Group>
              <Text fz="sm" c="dimmed">
                {computed.explanations[key]}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /ess/contributions: the year's monthly records, newest first, and the shares explained. */
export function ContributionsPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = companyYear();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= FIRST_LIST_YEAR && asked <= thisYear ? asked : thisYear;
  const records = useQuery({ ...myContributionsQuery(year), placeholderData: keepPreviousData });
  const years = Array.from({ length: thisYear - FIRST_LIST_YEAR + 1 }, (_, i) => String(thisYear - i));
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Contributions
      </Title>
      {records.data?.computed ? <SharesExplained computed={records.data.computed} /> : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4">
              Monthly records
            </Title>
            <NativeSelect
              aria-label="Year"
              data={years}
              value={String(year)}
              onChange={(e) => setParams({ year: e.currentTarget.value }, { replace: true })}
            />
          </Group>
          {records.isError ? (
            <LoadFailedAlert
              title="Your contributions could not be loaded"
              error={records.error}
              onRetry={() => records.refetch()}
            />
          ) : null}
          {records.isSuccess && records.data.data.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No records for {year}.
            </Text>
          ) : null}
          <ul className="ess-me__list" aria-busy={records.isFetching}>
            {records.data?.data.map((r) => (
              <Paper component="li" key={r.id} withBorder radius="sm" p="sm">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{monthTitle(r.date_covered)}</Text>
                    <Text fw={600}>{peso(r.total)}</Text>
                  </Group>
                  <Facts
                    rows={CONTRIBUTION_AMOUNTS.filter((k) => Number(r[k]) !== 0).map((k) => [
                      CONTRIBUTION_LABELS[k],
                      peso(r[k]),
                    ])}
                  />
                </Stack>
              </Paper>
            ))}
          </ul>
        </Stack>
      </Paper>
    </Stack>
  );
}
