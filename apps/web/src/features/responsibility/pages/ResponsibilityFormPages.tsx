import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useResponsibilityForm } from '../api/responsibility';
import { ResponsibilityForm } from '../components/ResponsibilityForm';

const BACK = { to: '/hr/responsibilityform', label: 'Responsibility Form' };
const back = (
  <Button component={Link} to={BACK.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
    {BACK.label}
  </Button>
);

/** /hr/addresponsibilityform */
export function AddResponsibilityPage() {
  return (
    <>
      <PageHeader
        title="Add Responsibility Form"
        description="The company property an employee receives."
        actions={back}
      />
      <ResponsibilityForm />
    </>
  );
}

/** /hr/editresponsibilityform/:id */
export function EditResponsibilityPage() {
  const form = useResponsibilityForm(useRouteId());
  return (
    <>
      <PageHeader title="Edit Responsibility Form" actions={back} />
      <RecordGate query={form} what="The responsibility form" back={BACK}>
        {(data) => <ResponsibilityForm key={data.updated_at} form={data} />}
      </RecordGate>
    </>
  );
}
