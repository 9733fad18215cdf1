import { AddRequestPage, EditRequestPage } from '../components/RequestPages';
import { ADJUSTMENT_SCREENS } from '../kinds/adjustment';
import { UNDERTIME_SCREENS } from '../kinds/undertime';

/** /hr/adjustmentform: HR files a schedule adjustment for an employee (POST api/scheduleadjustment/add). */
export function AdjustmentFormPage() {
  return <AddRequestPage screens={ADJUSTMENT_SCREENS} />;
}

/** /hr/schedule/edit/adjustment/form/:id: a pending adjustment corrected (POST api/scheduleadjustment/update/{id}). */
export function EditAdjustmentPage() {
  return <EditRequestPage screens={ADJUSTMENT_SCREENS} />;
}

/** /hr/undertimeform: HR files or encodes an undertime request (POST api/undertimerequest/add). */
export function UndertimeFormPage() {
  return <AddRequestPage screens={UNDERTIME_SCREENS} />;
}

/** /hr/editundertimerequestform/:id: a pending undertime request corrected (POST api/undertimerequest/update/{id}). */
export function EditUndertimePage() {
  return <EditRequestPage screens={UNDERTIME_SCREENS} />;
}
