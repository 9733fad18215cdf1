import { zodResolver } from '@hookform/resolvers/zod';
import type { NteAttachment } from '@hris/domain/discipline';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  filledRowIndexes,
  ignoreBlankRows,
  remapServerRowErrors,
} from '../../components/form/repeatable-rows';
import { ApiError } from '../../lib/api-client';

/** The NTE form's values: the filed NTE, HR's status on update, and the paper NTE's answers on manual input. */
export type NteFormValues = {
  employee_id: number | null;
  requested_by: string;
  date_request: string;
  date_incident: string;
  type_of_infraction: string;
  /** The corrective action's group (NTE, Suspension, Dismissal): the form's, never sent. */
  action_group: string;
  action_to_be_taken: string;
  details_of_infraction: string;
  details_occurence: OccurrenceRow[];
  hr_status: string;
  plan_for_improvement: string;
  employees_commitment: string;
  hr_notice_for_decision: string;
  /** Counts the changes to the attachments, which live beside the form, so that leaving asks first. */
  files_changed: number;
};
export type OccurrenceRow = { date: string; details: string };
export const EMPTY_OCCURRENCE: OccurrenceRow = { date: '', details: '' };

/**
 * Validates with the call's schema (blank occurrence rows ignored, their messages on the rows shown)
 * and hands the form's own values on, so that the multipart body is built from what is on screen.
 */
export function nteResolver(schema: z.ZodType): Resolver<NteFormValues> {
  const inner = ignoreBlankRows(zodResolver(schema as never) as unknown as Resolver<NteFormValues>, [
    'details_occurence',
  ]);
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    // Until a corrective action is chosen the action select is disabled: the message belongs to the
    // corrective action, the field to fill first.
    if (result.errors.action_to_be_taken && !values.action_group) {
      const { action_to_be_taken: _, ...rest } = result.errors;
      return {
        values: {},
        errors: {
          ...rest,
          action_group: { type: 'required', message: 'Please select the corrective action.' },
        },
      };
    }
    return result;
  };
}

/** What the multipart calls carry besides the text fields: new files and, on update, the files kept. */
export type NteFiles = { added: File[]; kept: NteAttachment[] | null };

/**
 * The multipart body of the NTE calls (docs/api.md#discipline): the text fields, the occurrences as JSON text
 * (`details_occurence` on add, `occurence` on update), the new files as `files[0]`, `files[1]`, ...
 * and on update the kept files as `existing_files` JSON.
 */
export function nteFormData(
  values: NteFormValues,
  mode: 'new' | 'manual' | 'update',
  files: NteFiles,
): FormData {
  const body = new FormData();
  const rows = values.details_occurence.filter((row) => row.date.trim() || row.details.trim());
  if (mode !== 'update') {
    body.set('employee_id', String(values.employee_id ?? ''));
    body.set('requested_by', values.requested_by);
  }
  body.set('date_request', values.date_request);
  body.set('date_incident', values.date_incident);
  body.set('type_of_infraction', values.type_of_infraction);
  body.set('action_to_be_taken', values.action_to_be_taken);
  body.set('details_of_infraction', values.details_of_infraction);
  body.set(mode === 'update' ? 'occurence' : 'details_occurence', JSON.stringify(rows));
  if (mode === 'manual') {
    body.set('plan_for_improvement', values.plan_for_improvement);
    body.set('employees_commitment', values.employees_commitment);
    body.set('hr_notice_for_decision', values.hr_notice_for_decision);
  }
  if (mode === 'update') {
    body.set('hr_status', values.hr_status);
    if (files.kept) body.set('existing_files', JSON.stringify(files.kept.map((file) => file.file_name)));
  }
  files.added.forEach((file, index) => {
    body.append(`files[${index}]`, file, file.name);
  });
  return body;
}

/**
 * A refusal's field names as the form knows them: the update's `occurence.N.x` is the form's
 * `details_occurence`, and N counts only the rows sent (blank ones are not), so it is moved to the row shown.
 */
export function formFieldErrors(error: unknown, rows: OccurrenceRow[]): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const renamed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    renamed[field.replace(/^occurence(?=$|\.)/, 'details_occurence')] = messages;
  }
  const named = new ApiError(error.status, error.message, renamed, error.body);
  return remapServerRowErrors(named, { details_occurence: filledRowIndexes(rows) });
}
