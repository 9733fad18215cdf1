import type { EmployeeDocumentRow } from '@hris/domain/documents';
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { documentsQuery, useAcknowledgeDocument } from './api';
import './signing.css';

const KIND = { memo: 'Memo', contract: 'Contract' } as const;

function DocumentItem({ doc, onAcknowledge }: { doc: EmployeeDocumentRow; onAcknowledge: () => void }) {
  const open = doc.status === 'unacknowledged';
  return (
    <Paper component="li" withBorder radius="md" p="sm" className="ess-signing__item">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {doc.file_name}
          </Text>
          <Badge size="sm" variant="light" color={open ? 'orange' : 'green'} style={{ flexShrink: 0 }}>
            {open ? 'To acknowledge' : 'Acknowledged'}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {KIND[doc.document_type]} sent {formatDate(doc.date_sent)}
          {doc.acknowledged_at ? ` · acknowledged ${formatDate(doc.acknowledged_at)}` : ''}
        </Text>
        <Group gap="xs">
          <Button
            component="a"
            href={doc.file.url}
            target="_blank"
            rel="noopener"
            variant="default"
            size="xs"
          >
            Open {KIND[doc.document_type].toLowerCase()}
          </Button>
          {open ? (
            <Button size="xs" onClick={onAcknowledge}>
              Acknowledge
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /ess/documents: the contracts and memos HR sent you, those to acknowledge first. */
export function DocumentsPage() {
  const docs = useQuery(documentsQuery);
  const acknowledge = useAcknowledgeDocument();
  const [asked, setAsked] = useState<EmployeeDocumentRow | null>(null);
  const rows = [...(docs.data?.data ?? [])].sort(
    (a, b) => Number(a.status === 'acknowledged') - Number(b.status === 'acknowledged'),
  );
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        To Sign
      </Title>
      <Group gap="md">
        <Anchor component={Link} to="/ess/nte" fz="sm">
          Notices to explain
        </Anchor>
        <Anchor component={Link} to="/ess/acknowledgements" fz="sm">
          Coaching, evaluations and forms
        </Anchor>
      </Group>
      <Title order={2} fz="h4">
        Contracts and memos
      </Title>
      {docs.isError ? (
        <LoadFailedAlert
          title="Your documents could not be loaded"
          error={docs.error}
          onRetry={() => docs.refetch()}
        />
      ) : null}
      {docs.data ? (
        <Text fz="sm" c="dimmed">
          {docs.data.unacknowledged === 0
            ? 'Nothing to acknowledge.'
            : `${docs.data.unacknowledged} to acknowledge.`}
        </Text>
      ) : null}
      {docs.isSuccess && rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          HR has not sent you a contract or memo yet.
        </Text>
      ) : null}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-busy={docs.isFetching}>
        {rows.map((d) => (
          <DocumentItem key={d.id} doc={d} onAcknowledge={() => setAsked(d)} />
        ))}
      </Stack>
      <Modal opened={asked !== null} onClose={() => setAsked(null)} title="Are you sure?" centered>
        <Stack gap="sm">
          <Text fz="sm">You acknowledge that you have received and read “{asked?.file_name}”.</Text>
          {acknowledge.isError ? (
            <Text fz="sm" c="red.8" role="alert">
              {acknowledge.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button
              loading={acknowledge.isPending}
              onClick={() =>
                asked &&
                acknowledge.mutate(asked.id, {
                  onSuccess: () => setAsked(null),
                })
              }
            >
              Yes, I acknowledge
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
