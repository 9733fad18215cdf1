import { IMPORT_COLUMNS, IMPORT_TITLES, type ImportKind } from '@hris/domain/imports';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/**
 * The template of an import: the first sheet holds only the headers (HR fills it in; nothing in it is
 * imported by mistake), the second explains each column with an example; a CSV is the header line.
 */
export async function importTemplate(kind: ImportKind, format: 'xlsx' | 'csv') {
  const columns = IMPORT_COLUMNS[kind];
  const base = `${kind}-template`;
  if (format === 'csv')
    return {
      body: Buffer.from(`\uFEFF${stringify([columns.map((c) => c.header)])}`, 'utf8'),
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
    };
  const book = new ExcelJS.Workbook();
  book.creator = 'HRIS';
  const sheet = book.addWorksheet(IMPORT_TITLES[kind].replace(/[\\/?*[\]:&]/g, ' ').trim(), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(14, c.header.length + 4),
    // Text cells: an id such as 2024-001 or a number such as 0917-... must not become a date or a number.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const help = book.addWorksheet('How to fill in');
  help.columns = [
    { header: 'Column', key: 'header', width: 22 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What to write', key: 'hint', width: 80 },
    { header: 'Example', key: 'example', width: 32 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of columns) help.addRow({ ...c, required: c.required ? 'Yes' : 'No' });
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
