import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { type RequestKind, useRequestDetail } from '../api/requests';
import type { RequestScreens } from '../request-screens';
import { BackToList } from './BackToList';
import { NotPending } from './NotPending';
import { RequestForm } from './RequestForm';
import { RequestList } from './RequestList';

type Screens<K extends RequestKind> = { screens: RequestScreens<K> };

/** A kind's list: its title, what it holds, the add button, and the list with HR's review, edit and delete. */
export function RequestListPage<K extends RequestKind>({ screens }: Screens<K>) {
  const { description, addLabel, addIcon } = screens.listPage;
  return (
    <>
      <PageHeader
        title={screens.list.label}
        description={description}
        actions={
          <Button component={Link} to={screens.add} leftSection={addIcon}>
            {addLabel}
          </Button>
        }
      />
      <RequestList screens={screens} />
    </>
  );
}

/** HR files a request of the kind for an employee (its add call). */
export function AddRequestPage<K extends RequestKind>({ screens }: Screens<K>) {
  const { title, description } = screens.formPages.add;
  return (
    <>
      <PageHeader title={title} description={description} actions={<BackToList {...screens.list} />} />
      <RequestForm screens={screens} />
    </>
  );
}

/** A pending request corrected (its update call); a decided one is final and can only be viewed. */
export function EditRequestPage<K extends RequestKind>({ screens }: Screens<K>) {
  const { title, description } = screens.formPages.edit;
  const id = useRouteId();
  const query = useRequestDetail(screens.kind, id);
  return (
    <>
      <PageHeader title={title} description={description} actions={<BackToList {...screens.list} />} />
      <RecordGate query={query} what={screens.what} back={screens.list}>
        {(request) =>
          request.hr_status === 'pending' ? (
            <RequestForm key={`${request.id}:${request.updated_at}`} screens={screens} request={request} />
          ) : (
            <NotPending status={request.hr_status} viewTo={screens.approval(request.id)} />
          )
        }
      </RecordGate>
    </>
  );
}
