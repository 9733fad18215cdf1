import { COACHING_FORM_NO, coachingAcknowledgement } from '@hris/domain/coaching';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { PrintLayout } from '../../../components/PrintLayout';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { useCoachingDetail } from '../api/records';

const LIST = { to: '/hr/coaching/records', label: 'Employee Coached' };

/** /hr/coaching/records/details/:id: the coaching record as printed, HR FORM NO. 0004. */
export function CoachingDetailsPage() {
  const id = useRouteId();
  const coaching = useCoachingDetail(id);
  return (
    <RecordGate query={coaching} what="The coaching record" back={LIST}>
      {(c) => {
        const ack = coachingAcknowledgement(c);
        return (
          <PrintLayout
            formNo={COACHING_FORM_NO}
            title="COACHING FORM"
            actions={
              <Button
                component={Link}
                to={LIST.to}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {LIST.label}
              </Button>
            }
          >
            <Stack gap="lg">
              <DetailGrid
                items={[
                  { label: 'Employee', value: c.full_name },
                  { label: 'Employee ID', value: c.emp_id },
                  { label: 'Date coached', value: formatDate(c.date_coaching) },
                  { label: 'Designation', value: c.position_name },
                  { label: 'Department', value: c.department_name },
                  { label: 'Employment status', value: c.status.charAt(0).toUpperCase() + c.status.slice(1) },
                  { label: 'Date hired', value: formatDate(c.employment_date) },
                  { label: 'Coached by', value: c.superior_name },
                ]}
              />
              <DetailGrid
                cols={2}
                items={[
                  { label: 'Agreement', value: c.agreement, span: true },
                  { label: 'Strength', value: c.strength, span: true },
                  { label: 'Performance', value: c.performance, span: true },
                  { label: 'Effect on the client', value: c.client },
                  { label: 'Effect on the employee', value: c.employee },
                  { label: 'Effect on the team', value: c.team },
                  { label: 'Effect on the company', value: c.company },
                  { label: "Employee's commitment", value: c.employee_commitment, span: true },
                  { label: 'Expected result', value: c.expected_result, span: true },
                ]}
              />
              <Stack gap={4}>
                {ack.text ? (
                  <Text fz="sm" fs="italic" c="dimmed">
                    {ack.text}
                  </Text>
                ) : (
                  <Signature
                    src={ack.signature}
                    alt={`Signature of ${c.full_name}`}
                    fallback="No signature found."
                  />
                )}
                <Text fz="sm" fw={600} tt="uppercase">
                  {c.full_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  Employee's acknowledgement
                </Text>
              </Stack>
            </Stack>
          </PrintLayout>
        );
      }}
    </RecordGate>
  );
}
