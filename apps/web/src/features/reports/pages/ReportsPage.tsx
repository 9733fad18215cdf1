import { reportExportCall } from '@hris/domain/calls/reports';
import {
  addMonths,
  defaultPeriod,
  monthLabel,
  monthsSpanned,
  REPORT_KEYS,
  REPORTS,
  type ReportKey,
} from '@hris/domain/reports';
import { Alert, Button, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorDialog } from '../../../components/dialogs';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { PageHeader } from '../../../components/PageHeader';
import { SubDepartmentSelect } from '../../../components/reference/SubDepartmentSelect';
import { errorMessage } from '../../../lib/api-client';
import { companyMonth } from '../../../lib/clock';
import { download } from '../../../lib/download';
import { type ReportFilters, useReport } from '../../../lib/reports';
import { ReportChart } from '../components/ReportChart';
import { ReportTable } from '../components/ReportTable';

const isReport = (v: string | null): v is ReportKey => (REPORT_KEYS as readonly string[]).includes(v ?? '');

/**
 * The period a report can show of the one chosen: the attendance report takes three months at most, so
 * a longer choice shows the report's usual span, the period's last month (and says so).
 */
function periodFor(report: ReportKey, from: string, to: string) {
  const { maxMonths, defaultMonths } = REPORTS[report];
  return monthsSpanned(from, to) > maxMonths
    ? { from: addMonths(to, -(defaultMonths - 1)), to, clamped: true }
    : { from, to, clamped: false };
}

/** /hr/reports: one tab per report, each a chart over its table, with period, sub-department and export. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const report: ReportKey = isReport(params.get('report'))
    ? (params.get('report') as ReportKey)
    : 'headcount';
  const [period, setPeriod] = useState(() => defaultPeriod('headcount', companyMonth()));
  const [subDepartment, setSubDepartment] = useState<number | null>(null);
  const shown = periodFor(report, period.from, period.to);
  const filters: ReportFilters = { from: shown.from, to: shown.to, sub_department_id: subDepartment };
  const query = useReport(report, filters);
  const [exporting, setExporting] = useState<string | null>(null);

  const exportAs = async (format: 'xlsx' | 'csv') => {
    setExporting(format);
    try {
      await download(
        reportExportCall,
        { params: { report }, query: { ...filters, sub_department_id: subDepartment ?? undefined, format } },
        `${report}.${format}`,
      );
    } catch (error) {
      await errorDialog({ message: errorMessage(error) });
    } finally {
      setExporting(null);
    }
  };
  const month = (value: string | null) => (value ? value.slice(0, 7) : null);

  return (
    <>
      <PageHeader
        title="Reports"
        description="Head count, turnover, leave, attendance, discipline and contributions, computed from the records as they are now."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === 'xlsx'}
              onClick={() => exportAs('xlsx')}
            >
              Export XLSX
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === 'csv'}
              onClick={() => exportAs('csv')}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <Tabs
        value={report}
        onChange={(v) => isReport(v) && setParams({ report: v }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {REPORT_KEYS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {REPORTS[key].title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <MonthPickerInput
              label="From"
              leftSection={<IconCalendar size={16} />}
              valueFormat="MMM YYYY"
              value={`${period.from}-01`}
              maxDate={`${period.to}-01`}
              minDate="2019-01-01"
              onChange={(v) => {
                const m = month(v);
                if (m) setPeriod((p) => ({ ...p, from: m }));
              }}
              w={150}
            />
            <MonthPickerInput
              label="To"
              leftSection={<IconCalendar size={16} />}
              valueFormat="MMM YYYY"
              value={`${period.to}-01`}
              minDate={`${period.from}-01`}
              maxDate={`${companyMonth()}-01`}
              onChange={(v) => {
                const m = month(v);
                if (m) setPeriod((p) => ({ ...p, to: m }));
              }}
              w={150}
            />
            <SubDepartmentSelect
              label="Sub-department"
              placeholder="All sub-departments"
              clearable
              value={subDepartment}
              onChange={setSubDepartment}
              w={220}
            />
            {query.isFetching ? <Loader size="xs" aria-label="Loading" /> : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {REPORTS[report].description}
          </Text>
          {shown.clamped ? (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              This report covers at most {REPORTS[report].maxMonths} months: showing{' '}
              {shown.from === shown.to
                ? monthLabel(shown.to)
                : `${monthLabel(shown.from)} to ${monthLabel(shown.to)}`}
              . Choose a shorter period to see more.
            </Alert>
          ) : null}
          {query.isError ? (
            <LoadFailedAlert
              title="The report could not be made"
              error={query.error}
              onRetry={() => query.refetch()}
            />
          ) : null}
          {query.data ? (
            <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <div
                role="img"
                aria-label={`${REPORTS[report].title} chart, ${monthLabel(shown.from)} to ${monthLabel(shown.to)}`}
              >
                <ReportChart report={query.data.report} rows={query.data.rows} />
              </div>
              <ReportTable report={query.data.report} rows={query.data.rows} />
            </Stack>
          ) : query.isPending ? (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label="Loading" />
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
