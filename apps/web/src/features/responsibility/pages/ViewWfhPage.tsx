import { Button, List, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PrintLayout } from '../../../components/PrintLayout';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { useWfh } from '../api/responsibility';

const BACK = { to: '/hr/wfh/responsibility', label: 'Work From Home' };

/** /hr/view/wfh/responsibility/:id: the addendum to the affidavit of undertaking, to print and file. */
export function ViewWfhPage() {
  const wfh = useWfh(useRouteId());
  return (
    <RecordGate query={wfh} what="The undertaking" back={BACK}>
      {(data) => (
        <PrintLayout
          title="Addendum to the Affidavit of Undertaking"
          actions={
            <Button component={Link} to={BACK.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {BACK.label}
            </Button>
          }
        >
          <Stack gap="md" fz="sm">
            <Text fz="sm">
              I, <b>{data.full_name.toUpperCase()}</b>, {data.position_name ?? 'employee'}
              {data.department_name ? ` of ${data.department_name}` : ''}, with employee number {data.emp_id},
              in addition to my affidavit of undertaking, state that:
            </Text>
            <List type="ordered" spacing="xs" fz="sm">
              <List.Item>
                I am allowed to work from home until <b>{formatDate(data.until_date)}</b>, under the same
                duties, schedule and company rules as at the office.
              </List.Item>
              <List.Item>
                I will return to work at the office once the mandate of the local government that allows work
                from home ends, or earlier when the company asks me to.
              </List.Item>
              <List.Item>
                I will be reachable during my schedule; after two instances of unresponsiveness, the
                permission to work from home may be revoked and I will report to the office.
              </List.Item>
              <List.Item>
                I remain responsible for the company property I use at home and for keeping company and client
                data confidential.
              </List.Item>
            </List>
            <Stack gap={4} mt="xl">
              <Signature
                src={data.wfh_signature.url}
                alt={`Signature of ${data.full_name}`}
                fallback="No signature found."
              />
              <Text fw={700} style={{ borderTop: '1px solid', width: 280 }} pt={4}>
                {data.full_name.toUpperCase()}
              </Text>
              <Text fz="xs">Signed on {formatDate(data.date_sign)}</Text>
            </Stack>
          </Stack>
        </PrintLayout>
      )}
    </RecordGate>
  );
}
