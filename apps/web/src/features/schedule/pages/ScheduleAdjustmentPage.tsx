import { RequestListPage } from '../components/RequestPages';
import { ADJUSTMENT_SCREENS } from '../kinds/adjustment';

/** /hr/scheduleadjustment: the employees' requests to change shift, with HR's review, edit and delete. */
export function ScheduleAdjustmentPage() {
  return <RequestListPage screens={ADJUSTMENT_SCREENS} />;
}
