import { ApprovalScreen } from '../components/ApprovalScreen';
import { ADJUSTMENT_SCREENS } from '../kinds/adjustment';
import { UNDERTIME_SCREENS } from '../kinds/undertime';

/** /hr/scheduleadjustment/approval/:id: HR's decision on a schedule adjustment. */
export function AdjustmentApprovalPage() {
  return <ApprovalScreen screens={ADJUSTMENT_SCREENS} />;
}

/** /hr/undertimerequest/approval/:id: HR's decision on an undertime request. */
export function UndertimeApprovalPage() {
  return <ApprovalScreen screens={UNDERTIME_SCREENS} />;
}
