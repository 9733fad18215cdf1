import type { JobInformation } from '@hris/domain/employee';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PrintLayout } from '../../../components/PrintLayout';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useJobInformation } from '../api/employees';
import { JobInformationModal } from '../components/JobInformationModal';
import { JobInformationSheet } from '../components/JobInformationSheet';
import { useGoBack } from '../use-go-back';

/** /hr/viewjobinformation/:id: EMPLOYEE JOB INFORMATION, HR FORM NO. 0003, printable on A4. */
export function ViewJobInformationPage() {
  const info = useJobInformation(useRouteId());
  return (
    <RecordGate
      query={info}
      what="The job information"
      back={{ to: '/hr/jobinformation', label: 'Job Information' }}
    >
      {(data) => <JobInformationView info={data} />}
    </RecordGate>
  );
}

function JobInformationView({ info }: { info: JobInformation }) {
  const [editing, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const goBack = useGoBack('/hr/jobinformation');
  return (
    <>
      <PrintLayout
        formNo="0003"
        title="EMPLOYEE JOB INFORMATION"
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              Back
            </Button>
            <Button variant="default" onClick={() => navigate(`/hr/editinfo/${info.id}`)}>
              Edit datasheet
            </Button>
            <Button variant="light" leftSection={<IconEdit size={16} />} onClick={open}>
              Edit
            </Button>
            <HistoryButton entity="employee" id={info.id} title={info.full_name} />
          </>
        }
      >
        <JobInformationSheet info={info} />
      </PrintLayout>
      <JobInformationModal opened={editing} info={info} onClose={close} />
    </>
  );
}
