import {
  MAIL_KIND_LABELS,
  MAIL_OUTBOX_PER_PAGE,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailOutboxRow,
  type MailStatus,
  type mailOutboxQuery,
} from '@hris/domain/mail';
import type { SortOf } from '@hris/domain/paging';
import {
  ActionIcon,
  Badge,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { confirmDialog } from '../../../components/dialogs';
import { EmailLink } from '../../../components/EmailLink';
import { runSaveFlow } from '../../../components/form/use-save-flow';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { fetchMailOutbox, mailOutboxKey, useMailAction, useMailLink } from '../api/mail-outbox';
import { ACCOUNTS_PAGE_SIZES } from '../page-sizes';

const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  logged: 'yellow',
  cancelled: 'gray',
};
const STATUS_OPTIONS = MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] }));

type Revealed = { row: MailOutboxRow; link: string; expires_at: string };

/** The link of one mail, shown once HR asked for it, to send another way (chat, SMS, in person). */
function LinkModal({ revealed, onClose }: { revealed: Revealed; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`The link of the mail to ${revealed.row.to_address}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fz="sm">
          Send this link to {revealed.row.to_address} another way: it is theirs alone, and works until{' '}
          {formatDateTime(revealed.expires_at, { short: true })}. Copying it was recorded in the audit trail.
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Link"
            value={revealed.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            leftSection={<IconLink size={16} />}
            style={{ flex: 1 }}
          />
          <CopyButton value={revealed.link} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  size={36}
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy'}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What a row's Error column says: the server's error, or why a kept mail was not sent. */
function errorOf(row: MailOutboxRow): string {
  if (row.error) return row.error;
  if (row.status === 'logged') return 'No mail sender was set up when it was due.';
  return '';
}

/**
 * /hr/mailoutbox: every mail the system queued, sent, failed to send or kept for want of a sender,
 * with Retry (failed or kept), Cancel (not sent yet) and Copy link (an unsent acknowledgement,
 * password reset or new-account mail whose link still works).
 */
export function MailOutboxPage() {
  const [status, setStatus] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const action = useMailAction();
  const reveal = useMailLink();

  const retry = (row: MailOutboxRow) =>
    runSaveFlow(() => action.mutateAsync({ id: row.id, action: 'retry' }), {
      confirm: {
        title: 'Send it again?',
        message: `The mail "${row.subject}" to ${row.to_address} is queued again.`,
        confirmLabel: 'Send Again',
      },
      success: (reply) => ({ title: 'Queued', message: reply.message, autoCloseMs: 4000 }),
    });
  const cancel = (row: MailOutboxRow) =>
    runSaveFlow(() => action.mutateAsync({ id: row.id, action: 'cancel' }), {
      confirm: {
        title: 'Cancel this mail?',
        message: `The mail "${row.subject}" to ${row.to_address} will not be sent, and its link can no longer be copied here.`,
        confirmLabel: 'Cancel Mail',
        cancelLabel: 'Keep It',
      },
      success: (reply) => ({ title: 'Cancelled', message: reply.message }),
    });
  const copyLink = async (row: MailOutboxRow) => {
    const ok = await confirmDialog({
      title: 'Show the link?',
      message: `The link in the mail to ${row.to_address} is shown so that you can send it another way. Who copies it is recorded in the audit trail.`,
      confirmLabel: 'Show Link',
    });
    if (!ok) return;
    const reply = await runSaveFlow(() => reveal.mutateAsync(row.id), { confirm: false, success: false });
    if (reply) setRevealed({ row, link: reply.data.link, expires_at: reply.data.expires_at });
  };

  const columns: DataListColumn<MailOutboxRow, SortOf<typeof mailOutboxQuery>>[] = [
    {
      key: 'to_address',
      header: 'Recipient',
      render: (row) => <EmailLink email={row.to_address} />,
    },
    {
      key: 'subject',
      header: 'Subject',
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm">{row.subject}</Text>
          <Text fz="xs" c="dimmed">
            {MAIL_KIND_LABELS[row.kind]}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'created_at',
      header: 'Time',
      sort: 'created_at',
      nowrap: true,
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm">{formatDateTime(row.created_at, { short: true })}</Text>
          {row.sent_at ? (
            <Text fz="xs" c="dimmed">
              Sent {formatDateTime(row.sent_at, { short: true })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {MAIL_STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      render: (row) => (
        <Text fz="xs" c="dimmed" maw={320}>
          {errorOf(row)}
        </Text>
      ),
    },
    actionColumn((row) => (
      <>
        {row.can_copy_link ? (
          <IconAction
            label={`Copy link of the mail to ${row.to_address}`}
            icon={<IconLink size={18} />}
            variant="light"
            onClick={() => void copyLink(row)}
          />
        ) : null}
        {row.can_retry ? (
          <IconAction
            label={`Retry the mail to ${row.to_address}`}
            icon={<IconRefresh size={18} />}
            onClick={() => void retry(row)}
          />
        ) : null}
        {row.can_cancel ? (
          <IconAction
            label={`Cancel the mail to ${row.to_address}`}
            icon={<IconX size={18} />}
            color="red"
            onClick={() => void cancel(row)}
          />
        ) : null}
      </>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Mail Outbox"
        description="Every e-mail the system queued, sent, could not send, or kept because no mail sender was set up. A kept or unsent link can be copied and sent another way."
      />
      <DataList
        label="Mail outbox"
        queryKey={mailOutboxKey}
        fetchPage={fetchMailOutbox}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={MAIL_OUTBOX_PER_PAGE}
        defaultSort="created_at"
        defaultOrder="desc"
        searchPlaceholder="Search recipient or subject"
        filters={{ status }}
        filterSlot={
          <Select
            label="Status"
            placeholder="All"
            clearable
            data={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            w={190}
          />
        }
      />
      {revealed ? <LinkModal revealed={revealed} onClose={() => setRevealed(null)} /> : null}
    </>
  );
}
