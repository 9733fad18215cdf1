import { OTHER_AMOUNT_REQUIRED } from '@hris/domain/employee';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../../components/form/form-resolver';
import {
  filledRowIndexes,
  ignoreBlankRows,
  remapServerRowErrors,
} from '../../../../components/form/repeatable-rows';
import { withStatusRules } from '../StatusChangeFields';
import { asksOtherAmount, type DatasheetValues } from './datasheet-values';

/**
 * The datasheet's validation: the contract's schema (employeeBody or employeeUpdateBody), empty
 * experience rows ignored, the "others" amount when salary or allowance is 0, and on the HR edit
 * the status rules.
 */
export function datasheetResolver<S extends z.ZodType>(
  schema: S,
  members: () => number = () => 0,
): Resolver<DatasheetValues, unknown, z.output<S>> {
  const base = withStatusRules(
    ignoreBlankRows(formResolver<DatasheetValues, S>(schema), ['experience']),
    members,
  );
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const missingOther =
      asksOtherAmount(values.basic_salary, values.monthly_allowance) && values.other_amount === '';
    if (!missingOther || result.errors.other_amount) return result;
    const errors: FieldErrors<DatasheetValues> = {
      ...result.errors,
      other_amount: { type: 'rule', message: OTHER_AMOUNT_REQUIRED },
    };
    return { values: {}, errors };
  };
}

/** What is sent: "others" only while it is asked for. */
export function withOtherAmount<
  B extends { basic_salary?: string; monthly_allowance?: string; other_amount?: string | null },
>(body: B): B {
  const asked = asksOtherAmount(body.basic_salary ?? '', body.monthly_allowance ?? '');
  return asked ? body : { ...body, other_amount: null };
}

/** Sends the datasheet; a 422 on experience rows is renamed to the rows on screen. */
export async function sendDatasheet<R>(values: DatasheetValues, send: () => Promise<R>): Promise<R> {
  const kept = filledRowIndexes(values.experience);
  try {
    return await send();
  } catch (error) {
    throw remapServerRowErrors(error, { experience: kept });
  }
}
