import { RequestListPage } from '../components/RequestPages';
import { UNDERTIME_SCREENS } from '../kinds/undertime';

/** /hr/undertimerequest: the employees' undertime requests, with HR's review, edit and delete. */
export function UndertimeRequestPage() {
  return <RequestListPage screens={UNDERTIME_SCREENS} />;
}
