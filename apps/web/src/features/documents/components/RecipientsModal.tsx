import {
  DOCUMENTS_PER_PAGE,
  type RecipientRow,
  type recipientsQuery,
  type SentDocumentRow,
} from '@hris/domain/documents';
import type { SortOf } from '@hris/domain/paging';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { confirmDialog, errorDialog, successDialog } from '../../../components/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { mailOutcomeText } from '../../../lib/mail-outcome';
import { fetchRecipients, useRemind } from '../api/documents';
import { sentDocumentsKey } from '../api/keys';
import { DOCUMENT_PAGE_SIZES } from '../page-sizes';

type Status = RecipientRow['status'];

/**
 * The recipients of a sent document, those yet to acknowledge first, and Remind: a new link to each
 * of them (at most once a day a document).
 */
export function RecipientsModal({ document, onClose }: { document: SentDocumentRow; onClose: () => void }) {
  const [status, setStatus] = useState<Status>('unacknowledged');
  const remind = useRemind();
  const pending = document.recipients - document.acknowledged;

  const sendReminder = async () => {
    const ok = await confirmDialog({
      message: `Send ${document.original_name} again to the ${pending} who have not acknowledged it?`,
    });
    if (!ok) return;
    try {
      const reply = await remind.mutateAsync(document.id);
      const { reminded, mail } = reply.data;
      await successDialog({
        title: mail === 'no_sender' ? 'Queued' : 'Reminded',
        message: mailOutcomeText(reminded, mail),
        autoCloseMs: mail === 'no_sender' ? 8000 : 3000,
      });
    } catch (error) {
      await errorDialog({ message: errorMessage(error) });
    }
  };

  const columns: DataListColumn<RecipientRow, SortOf<typeof recipientsQuery>>[] = [
    { key: 'emp_id', header: 'Employee Id', sort: 'emp_id', nowrap: true, render: (row) => row.emp_id },
    { key: 'full_name', header: 'Full Name', sort: 'full_name', render: (row) => row.full_name },
    { key: 'email', header: 'E-mail', render: (row) => row.email ?? 'No e-mail address' },
    {
      key: 'acknowledged_at',
      header: 'Acknowledged',
      sort: 'acknowledged_at',
      nowrap: true,
      render: (row) => (row.acknowledged_at ? formatDate(row.acknowledged_at) : 'Not yet'),
    },
  ];
  return (
    <Modal opened onClose={onClose} size="xl" title={`Recipients of ${document.original_name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <SegmentedControl
            value={status}
            onChange={(value) => setStatus(value as Status)}
            data={[
              { value: 'unacknowledged', label: `Not acknowledged (${pending})` },
              { value: 'acknowledged', label: `Acknowledged (${document.acknowledged})` },
            ]}
          />
          <Button
            leftSection={<IconBellRinging size={16} />}
            onClick={sendReminder}
            loading={remind.isPending}
            disabled={pending === 0}
          >
            Remind
          </Button>
        </Group>
        {document.last_reminded_at ? (
          <Text fz="xs" c="dimmed">
            Last reminded {formatDate(document.last_reminded_at)}; a reminder can be sent once a day.
          </Text>
        ) : null}
        <DataList
          label={status === 'acknowledged' ? 'Who acknowledged' : 'Who has not acknowledged'}
          queryKey={[...sentDocumentsKey, document.id, 'recipients']}
          fetchPage={fetchRecipients(document.id)}
          columns={columns}
          rowKey={(row) => row.employee_id}
          pageSizes={DOCUMENT_PAGE_SIZES}
          defaultPageSize={DOCUMENTS_PER_PAGE}
          defaultSort="full_name"
          filters={{ status }}
          searchPlaceholder="Search employee"
        />
      </Stack>
    </Modal>
  );
}
