import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useRequestDetail } from '../api/requests';
import { AdjustmentForm } from '../components/AdjustmentForm';
import { BackToList } from '../components/BackToList';
import { NotPending } from '../components/NotPending';
import { UndertimeForm } from '../components/UndertimeForm';
import { REQUEST_SCREENS } from '../paths';

const ADJUSTMENTS = REQUEST_SCREENS.adjustment;
const UNDERTIME = REQUEST_SCREENS.undertime;

/** /hr/adjustmentform: HR files a schedule adjustment for an employee (POST api/scheduleadjustment/add). */
export function AdjustmentFormPage() {
  return (
    <>
      <PageHeader
        title="Adjustment Form"
        description="File a change of shift from a date on. It waits for HR's decision on the approval screen."
        actions={<BackToList {...ADJUSTMENTS.list} />}
      />
      <AdjustmentForm />
    </>
  );
}

/** /hr/schedule/edit/adjustment/form/:id: a pending adjustment corrected (POST api/scheduleadjustment/update/{id}). */
export function EditAdjustmentPage() {
  const id = useRouteId();
  const query = useRequestDetail('adjustment', id);
  return (
    <>
      <PageHeader
        title="Edit Adjustment"
        description="Correct a pending request: its dates, the requested shift or the reason."
        actions={<BackToList {...ADJUSTMENTS.list} />}
      />
      <RecordGate query={query} what="The adjustment request" back={ADJUSTMENTS.list}>
        {(request) =>
          request.hr_status === 'pending' ? (
            <AdjustmentForm key={`${request.id}:${request.updated_at}`} request={request} />
          ) : (
            <NotPending status={request.hr_status} viewTo={ADJUSTMENTS.approval(request.id)} />
          )
        }
      </RecordGate>
    </>
  );
}

/** /hr/undertimeform: HR files or encodes an undertime request (POST api/undertimerequest/add). */
export function UndertimeFormPage() {
  return (
    <>
      <PageHeader
        title="Undertime Form"
        description="File an undertime request, or encode one filed on paper. It waits for HR's decision."
        actions={<BackToList {...UNDERTIME.list} />}
      />
      <UndertimeForm />
    </>
  );
}

/** /hr/editundertimerequestform/:id: a pending undertime request corrected (POST api/undertimerequest/update/{id}). */
export function EditUndertimePage() {
  const id = useRouteId();
  const query = useRequestDetail('undertime', id);
  return (
    <>
      <PageHeader
        title="Edit Undertime"
        description="Correct a pending request: its dates, the hours or the purpose."
        actions={<BackToList {...UNDERTIME.list} />}
      />
      <RecordGate query={query} what="The undertime request" back={UNDERTIME.list}>
        {(request) =>
          request.hr_status === 'pending' ? (
            <UndertimeForm key={`${request.id}:${request.updated_at}`} request={request} />
          ) : (
            <NotPending status={request.hr_status} viewTo={UNDERTIME.approval(request.id)} />
          )
        }
      </RecordGate>
    </>
  );
}
