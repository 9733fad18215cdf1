import { REPORTS, type ReportColumn, type ReportReply } from '@hris/domain/reports';
import type { MadeFile } from '../../lib/send-file';
import { type Cell, type SheetFormat, sheetFile } from '../../lib/sheet-writer';

/**
 * A report as a file. A report is an aggregate (at most 36 months of departments, leave types or
 * infractions: a few hundred rows), so it is written whole rather than streamed.
 */

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  count: '#,##0',
  decimal: '#,##0.00',
  money: '#,##0.00',
  percent: '0.00',
};

/** A cell's value in a spreadsheet: money and decimals as numbers, so they add up there. */
function cellValue(column: ReportColumn, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (column.kind === 'text' || column.kind === 'month') return String(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : String(value);
}

export function exportReport(report: ReportReply, format: SheetFormat): Promise<MadeFile> {
  const info = REPORTS[report.report];
  const base = `${report.report}_${report.from}_${report.to}${report.sub_department_id ? `_sub${report.sub_department_id}` : ''}`;
  return sheetFile(
    base,
    format,
    async (w) => {
      await w.sheet({
        name: info.title,
        columns: info.columns.map((c) => ({
          header: c.label,
          width: Math.max(12, c.label.length + 2, c.kind === 'text' ? 28 : 0),
          numFmt: NUMBER_FORMATS[c.kind],
        })),
        autoFilter: true,
      });
      await w.rows(report.rows.map((r) => info.columns.map((c) => cellValue(c, r[c.key]))));
      await w.end();
    },
    `${info.title} ${report.from} to ${report.to}`,
  );
}
