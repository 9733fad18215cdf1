import { REPORTS, type ReportColumn, type ReportReply } from '@hris/domain/reports';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { MadeFile } from '../../lib/send-file';

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
function cellValue(column: ReportColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (column.kind === 'text' || column.kind === 'month') return String(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : String(value);
}

export async function exportReport(report: ReportReply, format: 'xlsx' | 'csv'): Promise<MadeFile> {
  const info = REPORTS[report.report];
  const base = `${report.report}_${report.from}_${report.to}${report.sub_department_id ? `_sub${report.sub_department_id}` : ''}`;
  const rows = report.rows.map((r) => info.columns.map((c) => cellValue(c, r[c.key])));
  if (format === 'csv') {
    const text = stringify([info.columns.map((c) => c.label), ...rows]);
    // The byte-order mark makes Excel read the file as UTF-8 (names with ñ).
    return {
      body: Buffer.from(`\uFEFF${text}`, 'utf8'),
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
    };
  }
  const book = new ExcelJS.Workbook();
  book.creator = 'HRIS';
  book.title = `${info.title} ${report.from} to ${report.to}`;
  const sheet = book.addWorksheet(info.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = info.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2, c.kind === 'text' ? 28 : 0),
    ...(NUMBER_FORMATS[c.kind] && { style: { numFmt: NUMBER_FORMATS[c.kind] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: info.columns.length } };
  const body = Buffer.from(await book.xlsx.writeBuffer());
  return {
    body,
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
