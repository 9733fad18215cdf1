import { ADJUSTMENT_KIND, sameShiftProblem } from '@hris/domain/schedule';
import { requestedShift, shiftText } from '@hris/domain/shifts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { requestService } from './request-kind';
import { scheduleAdjustments } from './schedule.tables';
import { lockShiftOwner, recordShift, shiftOn } from './shifts.service';

/**
 * The employee's shift on the day of the request, as the request records it ("" for none). A request
 * for that very shift changes nothing: a 422 on the requested shift.
 */
async function currentShiftText(
  tx: Tx,
  employeeId: number,
  body: { date_of_request: string; requested_shift: string },
): Promise<string> {
  const shift = await shiftOn(tx, employeeId, body.date_of_request);
  const same = sameShiftProblem(body.requested_shift, shift, body.date_of_request);
  if (same) throw fieldError('requested_shift', same);
  return shiftText(shift?.schedule, shift?.time);
}

/**
 * Schedule adjustments (`api/scheduleadjustment...`, `api/adjustment/approval...`). Filing and editing
 * record `current_shift`, the employee's shift on the date of request. Approving makes the requested
 * shift the employee's from the date of request on: a shift_history row (source 'adjustment',
 * upserting that day's row) with the employee's time zone of that day, and the employee record
 * brought in step, in the decision's transaction. Deleting an approved adjustment keeps its shift in
 * the history (the row loses only the link to the request, by the foreign key's ON DELETE SET NULL):
 * the employee worked that shift, and undoing it is a change of shift, not a deletion of paperwork.
 */
export const adjustments = requestService({
  kind: ADJUSTMENT_KIND,
  table: scheduleAdjustments,
  columns: sql`r.date_of_request, r.current_shift, r.requested_shift, r.reason_for_change`,
  // the legacy's name of HR's reason
  detailColumns: sql`r.hr_reason_to_declined AS reason_to_declined`,
  sorts: { date_of_request: sql`r.date_of_request` },
  filed: async (tx, employeeId, body) => ({ current_shift: await currentShiftText(tx, employeeId, body) }),
  approved: async (w, after, today) => {
    const shift = requestedShift(after.requested_shift)!;
    const employee = await lockShiftOwner(w.tx, after.employee_id);
    if (!employee) throw notFound('The employee');
    const then = await shiftOn(w.tx, after.employee_id, after.date_of_request);
    await recordShift(
      w,
      {
        employee_id: after.employee_id,
        effective_from: after.date_of_request,
        schedule: shift.schedule,
        time: shift.time,
        // the time zone of the shift in force that day; the employee's own when none was
        timezone_id: then?.timezone_id ?? employee.timezone_id,
        source: 'adjustment',
        adjustment_id: after.id,
      },
      today,
    );
  },
});
