import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useNteDetail } from '../api/ntes';
import { BackToTracker, TRACKER } from '../components/BackToTracker';
import { NteForm } from '../components/NteForm';

/** /hr/nterequestform: HR files a new NTE (POST api/nterequestbyhr/add). */
export function NteRequestFormPage() {
  return (
    <>
      <PageHeader
        title="New NTE"
        description="File a notice to explain. It waits for HR's review before it is served on the employee."
        actions={<BackToTracker />}
      />
      <NteForm mode="new" />
    </>
  );
}

/** /hr/ntemanualinput: an NTE served on paper, with the employee's answer and HR's decision. */
export function NteManualInputPage() {
  return (
    <>
      <PageHeader
        title="Manual NTE"
        description="Encode an NTE handled on paper: it is stored as served, answered and decided."
        actions={<BackToTracker />}
      />
      <NteForm mode="manual" />
    </>
  );
}

/** /hr/nteeditrequest/:id: HR updates an NTE (POST api/nterequest/approval/update/{id}). */
export function NteEditRequestPage() {
  const id = useRouteId();
  const nte = useNteDetail(id);
  return (
    <>
      <PageHeader
        title="Update NTE"
        description="Correct the NTE, its occurrences and attachments, or change HR's approval."
        actions={<BackToTracker />}
      />
      <RecordGate query={nte} what="The NTE" back={TRACKER}>
        {(data) => <NteForm key={`${data.id}:${data.updated_at}`} mode="update" nte={data} />}
      </RecordGate>
    </>
  );
}
