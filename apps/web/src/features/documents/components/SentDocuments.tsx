import {
  DOCUMENTS_PER_PAGE,
  type DocumentAudience,
  type SentDocumentRow,
  type sentDocumentsQuery,
} from '@hris/domain/documents';
import type { SortOf } from '@hris/domain/paging';
import { Anchor, Button, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { formatDate } from '../../../lib/format';
import { fetchSentDocuments } from '../api/documents';
import { sentDocumentsKey } from '../api/keys';
import { DOCUMENT_PAGE_SIZES } from '../page-sizes';
import { FileTypeIcon } from './FileTypeIcon';
import { RecipientsModal } from './RecipientsModal';

const sentTo = (row: SentDocumentRow) =>
  row.audience === 'all'
    ? 'Everyone'
    : row.audience === 'group'
      ? row.sub_department_name
      : row.employee_name;

type SentDocumentsProps = {
  title: string;
  filters: { audience?: DocumentAudience; sub_department_id?: number; document_type?: string };
  /** Offer the type filter (memos first): on the list of everything sent. */
  typeFilter?: boolean;
};

const TYPES = [
  { value: 'memo', label: 'Memos' },
  { value: 'contract', label: 'Contracts' },
  { value: 'all', label: 'All documents' },
];

/**
 * What was sent, newest first, each with how many of its recipients acknowledged it (count and
 * percentage) and the list of those who have not, with Remind.
 */
export function SentDocuments({ title, filters, typeFilter }: SentDocumentsProps) {
  const [open, setOpen] = useState<SentDocumentRow | null>(null);
  const [type, setType] = useState('memo');
  const columns: DataListColumn<SentDocumentRow, SortOf<typeof sentDocumentsQuery>>[] = [
    {
      key: 'original_name',
      header: 'Document',
      sort: 'original_name',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <FileTypeIcon name={row.original_name} />
          <Anchor href={row.file.url} target="_blank" rel="noopener noreferrer" fz="sm">
            {row.original_name}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'document_type',
      header: 'Type',
      nowrap: true,
      render: (row) => (row.document_type === 'contract' ? 'Contract' : 'Memo'),
    },
    { key: 'sent_to', header: 'Sent To', render: sentTo },
    {
      key: 'sent_at',
      header: 'Sent On',
      sort: 'sent_at',
      nowrap: true,
      render: (row) => formatDate(row.sent_at),
    },
    {
      key: 'acknowledged_percent',
      header: 'Acknowledged',
      sort: 'acknowledged_percent',
      width: 200,
      render: (row) => (
        <Stack gap={2}>
          <Progress
            value={row.acknowledged_percent}
            color={row.acknowledged_percent === 100 ? 'teal' : 'blue'}
            aria-label={`${row.acknowledged_percent}% acknowledged`}
          />
          <Text fz="xs">
            {row.acknowledged} of {row.recipients} ({row.acknowledged_percent}%)
          </Text>
        </Stack>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      nowrap: true,
      pinned: true,
      render: (row) => {
        const pending = row.recipients - row.acknowledged;
        const text = pending > 0 ? `${pending} not yet` : 'Recipients';
        return (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setOpen(row)}
            aria-label={`${text}: recipients of ${row.original_name} sent ${formatDate(row.sent_at)}`}
          >
            {text}
          </Button>
        );
      },
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {title}
      </Title>
      <DataList
        label={title}
        queryKey={[...sentDocumentsKey, filters]}
        fetchPage={fetchSentDocuments}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={DOCUMENT_PAGE_SIZES}
        defaultPageSize={DOCUMENTS_PER_PAGE}
        defaultSort="sent_at"
        defaultOrder="desc"
        filters={typeFilter ? { ...filters, document_type: type === 'all' ? undefined : type } : filters}
        filterSlot={
          typeFilter ? (
            <Select
              label="Type"
              data={TYPES}
              value={type}
              onChange={(next) => setType(next ?? 'memo')}
              allowDeselect={false}
              w={150}
            />
          ) : undefined
        }
        searchPlaceholder="Search document"
      />
      {open ? <RecipientsModal document={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
