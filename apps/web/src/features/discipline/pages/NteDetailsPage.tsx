import { NO_SIGNATURE, NTE_FORM_NO } from '@hris/domain/discipline';
import { NTE_STAGE_LABELS, nteStage } from '@hris/domain/nte-status';
import { Divider, Stack, Text } from '@mantine/core';
import { DetailGrid } from '../../../components/DetailGrid';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PrintLayout } from '../../../components/PrintLayout';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { useNteDetail } from '../api/ntes';
import { BackToTracker, TRACKER } from '../components/BackToTracker';
import { Attachments, NteSummary } from '../components/NteSummary';

/** /hr/nte/view/details/:id: the NTE as printed, HR FORM NO. 0005, on A4. */
export function NteDetailsPage() {
  const id = useRouteId();
  const nte = useNteDetail(id);
  return (
    <RecordGate query={nte} what="The NTE" back={TRACKER}>
      {(data) => (
        <PrintLayout
          formNo={NTE_FORM_NO}
          title="NOTICE TO EXPLAIN"
          actions={
            <>
              <BackToTracker />
              <HistoryButton entity="nte" id={data.id} title={`the NTE of ${data.full_name}`} />
            </>
          }
        >
          <Stack gap="xs">
            <NteSummary nte={data} />
            <Attachments nte={data} />
            <Divider />
            <DetailGrid
              items={[
                { label: 'Status', value: NTE_STAGE_LABELS[nteStage(data)] },
                { label: 'Served on', value: formatDate(data.hr_date_approved) },
                { label: 'Decided on', value: formatDate(data.hr_date_decided) },
                { label: 'Explanation', value: data.plan_for_improvement, span: true },
                { label: "Employee's commitment", value: data.employees_commitment, span: true },
                { label: 'Notice of decision', value: data.hr_notice_for_decision, span: true },
              ]}
            />
            {/* the signature stays with the name under it, on one page */}
            <Stack gap={4} style={{ breakInside: 'avoid' }}>
              <Signature
                src={data.signature}
                alt={`Signature of ${data.full_name}`}
                fallback={NO_SIGNATURE}
              />
              <Text fz="sm" fw={600} tt="uppercase">
                {data.full_name}
              </Text>
              <Text fz="xs" c="dimmed">
                Employee's signature
              </Text>
            </Stack>
          </Stack>
        </PrintLayout>
      )}
    </RecordGate>
  );
}
