import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { PrintLayout } from '../../../components/PrintLayout';
import { LeaveDetailGate } from '../components/LeaveDetailGate';
import { LeaveDetailsSheet } from '../components/LeaveDetailsSheet';

/** /hr/viewleave/:id: LEAVE DETAILS, HR FORM NO. 0005, printable on A4. */
export function LeaveDetailsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/hr/absenceleave'));
  return (
    <LeaveDetailGate>
      {(leave) => (
        <PrintLayout
          formNo="0005"
          title="LEAVE DETAILS"
          actions={
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
              Back
            </Button>
          }
        >
          <LeaveDetailsSheet leave={leave} />
        </PrintLayout>
      )}
    </LeaveDetailGate>
  );
}
