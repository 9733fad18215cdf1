import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PublicShell } from '../../../app/public/PublicShell';
import { confirmDialog } from '../../../components/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAcknowledge, useAckPage } from '../api/documents';
import { FileTypeIcon } from '../components/FileTypeIcon';

/**
 * /acknowledge/:token: the employee's own link from the mail (no login). It shows the document and
 * records, once, that they received and read it.
 */
export function AcknowledgePage() {
  const { token = '' } = useParams();
  const page = useAckPage(token);
  const acknowledge = useAcknowledge(token);

  const submit = async () => {
    if (!(await confirmDialog({ message: 'Acknowledge that you have received and read this document?' })))
      return;
    acknowledge.mutate();
  };

  return (
    <PublicShell
      heading="Acknowledge a Document"
      subheading="HR has sent you a document to read and acknowledge."
    >
      {page.isPending ? (
        <Group justify="center" py="md">
          <Loader aria-label="Loading" />
        </Group>
      ) : page.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(page.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text fz="sm">
            Hello <b>{page.data.employee_name}</b>, this {page.data.document_type} was sent to you on{' '}
            {formatDate(page.data.date_sent)}.
          </Text>
          <Group gap={8} wrap="nowrap">
            <FileTypeIcon name={page.data.original_name} />
            <Anchor href={page.data.file.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {page.data.original_name}
            </Anchor>
            <IconExternalLink size={14} aria-hidden />
          </Group>
          {page.data.status === 'acknowledged' ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              You acknowledged this document on {formatDate(page.data.acknowledged_at)}. Thank you.
            </Alert>
          ) : (
            <>
              <Text fz="sm" c="dimmed">
                Open the document and read it, then press Acknowledge.
              </Text>
              {acknowledge.isError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {errorMessage(acknowledge.error)}
                </Alert>
              ) : null}
              <Button
                onClick={submit}
                loading={acknowledge.isPending}
                leftSection={<IconCircleCheck size={16} />}
              >
                Acknowledge
              </Button>
            </>
          )}
        </Stack>
      )}
    </PublicShell>
  );
}
