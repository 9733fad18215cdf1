import { defineCall, sheetFile } from '../call';
import { importCommitField, importParams, importReply, importTemplateQuery } from '../imports';

/** The calls of Imports: a template to fill, and a file of rows previewed or imported. */

export const importTemplateCall = defineCall({
  method: 'GET',
  path: 'import/:kind/template',
  summary: 'The template of an import: a header per column, and (XLSX) a sheet explaining each',
  params: importParams,
  query: importTemplateQuery,
  reply: sheetFile,
});

/** Multipart: the file as `file`, and `commit` (a form field, or in the query string). */
export const importCall = defineCall({
  method: 'POST',
  path: 'import/:kind',
  summary:
    'Import employees, leave credits or contributions from a CSV or XLSX file (multipart `file`): a preview listing every row problem, or with commit=true all rows or none',
  params: importParams,
  query: importCommitField,
  multipart: importCommitField,
  reply: importReply,
});
