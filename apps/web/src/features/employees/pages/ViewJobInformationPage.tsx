import { Alert, Button, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PrintLayout } from '../../../components/PrintLayout';
import { errorMessage } from '../../../lib/api-client';
import { useJobInformation } from '../api/employees';
import { JobInformationModal } from '../components/JobInformationModal';
import { JobInformationSheet } from '../components/JobInformationSheet';
import { useGoBack } from '../use-go-back';

/** /hr/viewjobinformation/:id: EMPLOYEE JOB INFORMATION, HR FORM NO. 0003, printable on A4. */
export function ViewJobInformationPage() {
  const id = Number(useParams().id);
  const info = useJobInformation(id);
  const [editing, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const goBack = useGoBack('/hr/jobinformation');

  if (info.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (info.isError) {
    return (
      <Alert color="red" title="The job information could not be loaded">
        {errorMessage(info.error)}
      </Alert>
    );
  }

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
            <Button variant="default" onClick={() => navigate(`/hr/editinfo/${id}`)}>
              Edit datasheet
            </Button>
            <Button variant="light" leftSection={<IconEdit size={16} />} onClick={open}>
              Edit
            </Button>
            <HistoryButton entity="employee" id={info.data.id} title={info.data.full_name} />
          </>
        }
      >
        <JobInformationSheet info={info.data} />
      </PrintLayout>
      <JobInformationModal opened={editing} info={info.data} onClose={close} />
    </>
  );
}
