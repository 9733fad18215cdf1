import { IMPORT_COLUMNS, IMPORT_TITLES, type ImportKind } from '@hris/domain/imports';
import { type SheetFormat, sheetFile } from '../../lib/sheet-writer';

/**
 * The template of an import: the first sheet holds only the headers (HR fills it in; nothing in it is
 * imported by mistake), the second explains each column with an example; a CSV is the header line.
 */
export function importTemplate(kind: ImportKind, format: SheetFormat) {
  const columns = IMPORT_COLUMNS[kind];
  return sheetFile(`${kind}-template`, format, async (w) => {
    await w.sheet({
      name: IMPORT_TITLES[kind],
      columns: columns.map((c) => ({
        header: c.header,
        width: Math.max(14, c.header.length + 4),
        // Text cells: an id such as 2024-001 or a number such as 0917-... must not become a date or a number.
        numFmt: '@',
      })),
    });
    if (format === 'xlsx') {
      await w.sheet({
        name: 'How to fill in',
        columns: [
          { header: 'Column', width: 22 },
          { header: 'Required', width: 10 },
          { header: 'What to write', width: 80 },
          { header: 'Example', width: 32 },
        ],
      });
      await w.rows(columns.map((c) => [c.header, c.required ? 'Yes' : 'No', c.hint, c.example]));
    }
    await w.end();
  });
}
