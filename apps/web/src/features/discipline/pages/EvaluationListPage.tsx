import {
  EVALUATION_COMMENTS_MAX,
  EVALUATION_NAME_MAX,
  EVALUATION_PER_PAGE,
  type EvaluationRow,
  type evaluationListQuery,
  evaluationListState,
  ratingLabel,
} from '@hris/domain/evaluation';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CutText } from '../../../components/CutText';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { YearFilter } from '../../../components/YearFilter';
import { formatDate } from '../../../lib/format';
import { evaluationKey } from '../api/keys';
import { fetchEvaluations } from '../api/records';
import { EVALUATION_PAGE_SIZES } from '../page-sizes';

/** The Action column: the state (docs/rules.md#coaching-and-evaluations), View Details only when all three approved, with its flag. */
function EvaluationAction({ row }: { row: EvaluationRow }) {
  const state = evaluationListState(row);
  const main = state.canOpen ? (
    <Button component={Link} to={`/hr/performancedetails/${row.id}`} size="compact-sm" variant="subtle">
      {state.label}
    </Button>
  ) : (
    <Badge
      variant="light"
      color={state.state === 'rejected' ? 'red' : 'gray'}
      styles={{ label: { overflow: 'visible' } }}
    >
      {state.label}
    </Badge>
  );
  return (
    <Group gap={8} wrap="nowrap">
      {main}
      {state.flag ? (
        <Tooltip label={state.flag.tooltip} withArrow>
          <span role="img" aria-label={state.flag.tooltip} style={{ display: 'inline-flex' }}>
            <IconFlagFilled
              size={16}
              color={`var(--mantine-color-${state.flag.color === 'green' ? 'green-8' : 'orange-8'})`}
              aria-hidden
            />
          </span>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** /hr/performance: the evaluations made in the self-service system, with their approval state. */
export function EvaluationListPage() {
  const [year, setYear] = useState<string | null>(null);
  const columns: DataListColumn<EvaluationRow, SortOf<typeof evaluationListQuery>>[] = [
    {
      key: 'fullname',
      header: 'Employee',
      sort: 'fullname',
      render: (row) => (
        <Stack gap={0}>
          <CutText text={row.fullname} max={EVALUATION_NAME_MAX} strong />
          <Text fz="xs" c="dimmed">
            {row.employee_no}
          </Text>
        </Stack>
      ),
    },
    { key: 'position', header: 'Designation', render: (row) => row.position },
    { key: 'description', header: 'Review Type', render: (row) => row.description },
    {
      key: 'overall_rating',
      header: 'Overall Rating',
      sort: 'overall_rating',
      render: (row) => `${row.overall_rating} – ${ratingLabel(row.overall_rating)}`,
    },
    {
      key: 'comments',
      header: 'Comments',
      render: (row) => <CutText text={row.supervisor_comments} max={EVALUATION_COMMENTS_MAX} />,
    },
    {
      key: 'created_at',
      header: 'Date',
      sort: 'created_at',
      nowrap: true,
      render: (row) => formatDate(row.created_at),
    },
    { key: 'action', header: 'Action', nowrap: true, render: (row) => <EvaluationAction row={row} /> },
  ];
  return (
    <>
      <PageHeader title="Employee Evaluation" description="Performance evaluations and where each stands." />
      <DataList
        label="Employee evaluations"
        queryKey={evaluationKey}
        fetchPage={fetchEvaluations}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={EVALUATION_PAGE_SIZES}
        defaultPageSize={EVALUATION_PER_PAGE}
        defaultSort="created_at"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
        filters={{ year }}
        filterSlot={<YearFilter value={year} onChange={setYear} />}
      />
    </>
  );
}
