import { monthLabel, type ReportKey, type ReportRow } from '@hris/domain/reports';
import { BarChart, CompositeChart } from '@mantine/charts';

/** Colours in series order; Mantine's palette, distinct at a glance and in print. */
const COLOURS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
  'gray.6',
];
const colour = (i: number) => COLOURS[i % COLOURS.length]!;

/**
 * Rows of (x, group, value) turned into one object per x with a key per group, for a stacked chart:
 * `pivot(rows, 'month', 'department_name', 'total')`.
 */
function pivot(rows: ReportRow[], x: string, group: string, value: string, label = (v: string) => v) {
  const groups: string[] = [];
  const byX = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const key = String(r[x]);
    const g = String(r[group]);
    if (!groups.includes(g)) groups.push(g);
    const point = byX.get(key) ?? { [x]: label(key) };
    point[g] = Number(point[g] ?? 0) + Number(r[value] ?? 0);
    byX.set(key, point);
  }
  return { data: [...byX.values()], series: groups.map((name, i) => ({ name, color: colour(i) })) };
}

/** The rows added up per value of `x`, for the columns `keys`. */
function sumBy(rows: ReportRow[], x: string, keys: string[]) {
  const byX = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const point = byX.get(String(r[x])) ?? { [x]: String(r[x]) };
    for (const k of keys) point[k] = Number(point[k] ?? 0) + Number(r[k] ?? 0);
    byX.set(String(r[x]), point);
  }
  return [...byX.values()];
}

const months = (rows: ReportRow[]): ReportRow[] =>
  rows.map((r) => ({ ...r, month: monthLabel(String(r.month)) }));

/** The legend takes the lines its items need (a company of many departments wraps it), the bars the rest. */
const common = { h: 320, withLegend: true, legendProps: { verticalAlign: 'bottom' as const } };

/** Each report's chart: what a manager reads first, over the table of figures. */
export function ReportChart({ report, rows }: { report: ReportKey; rows: ReportRow[] }) {
  if (rows.length === 0) return null;
  switch (report) {
    case 'headcount': {
      const { data, series } = pivot(rows, 'month', 'department_name', 'total', monthLabel);
      return <BarChart {...common} data={data} dataKey="month" type="stacked" series={series} />;
    }
    case 'turnover':
      return (
        <CompositeChart
          {...common}
          data={months(rows)}
          dataKey="month"
          withRightYAxis
          rightYAxisLabel="Turnover %"
          maxBarWidth={28}
          curveType="linear"
          series={[
            { name: 'hires', label: 'Hires', color: 'teal.6', type: 'bar' },
            { name: 'separations', label: 'Separations', color: 'red.6', type: 'bar' },
            { name: 'turnover_rate', label: 'Turnover %', color: 'blue.7', type: 'line', yAxisId: 'right' },
          ]}
        />
      );
    case 'leave': {
      const { data, series } = pivot(rows, 'month', 'leave_type', 'days', monthLabel);
      return <BarChart {...common} data={data} dataKey="month" type="stacked" series={series} />;
    }
    case 'attendance':
      // Per cut-off, the sub-departments shown added together; the table below splits them.
      return (
        <BarChart
          {...common}
          data={sumBy(rows, 'cutoff', ['absences', 'lates', 'overbreaks'])}
          dataKey="cutoff"
          series={[
            { name: 'absences', label: 'Absences', color: 'red.6' },
            { name: 'lates', label: 'Days late', color: 'orange.6' },
            { name: 'overbreaks', label: 'Days overbreak', color: 'grape.6' },
          ]}
        />
      );
    case 'nte': {
      const { data, series } = pivot(rows, 'type_of_infraction', 'action_to_be_taken', 'count');
      return <BarChart {...common} data={data} dataKey="type_of_infraction" type="stacked" series={series} />;
    }
    case 'contributions':
      return (
        <BarChart
          {...common}
          data={months(rows).map((r) => ({
            ...r,
            sss_cont: Number(r.sss_cont),
            phic_cont: Number(r.phic_cont),
            hdmf_pagibig_cont: Number(r.hdmf_pagibig_cont),
            withholding_tax: Number(r.withholding_tax),
          }))}
          dataKey="month"
          type="stacked"
          valueFormatter={(v) => `₱${new Intl.NumberFormat('en-PH').format(v)}`}
          series={[
            { name: 'sss_cont', label: 'SSS', color: 'blue.6' },
            { name: 'phic_cont', label: 'PhilHealth', color: 'teal.6' },
            { name: 'hdmf_pagibig_cont', label: 'Pag-IBIG', color: 'orange.6' },
            { name: 'withholding_tax', label: 'Withholding tax', color: 'grape.6' },
          ]}
        />
      );
  }
}
