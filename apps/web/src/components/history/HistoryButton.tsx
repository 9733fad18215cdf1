import type { AuditEntity, AuditRow } from '@hris/domain/audit';
import type { Paged } from '@hris/domain/paging';
import { Accordion, Badge, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { IconAction } from '../IconAction';
import { LoadFailedAlert } from '../LoadFailure';
import { AuditChanges } from './AuditChanges';
import { auditKey, recordHistoryPages } from './audit-api';
import { actionLabel, actorLabel, entityLabel } from './audit-labels';

const PER_PAGE = 20;

type HistoryButtonProps = {
  /** The kind of record (`employee`, `leave`, `nte`, ...), as the audit log names it. */
  entity: AuditEntity;
  id: number;
  /** Whose record, for the drawer's title ("History of Juan Dela Cruz"). */
  title: string;
  /** An icon with a tooltip, for a list's Action column. */
  icon?: boolean;
};

/** A History button and its drawer: the record's audit rows, newest first, 20 at a time. */
export function HistoryButton({ entity, id, title, icon = false }: HistoryButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {icon ? (
        <IconAction label={`History of ${title}`} onClick={open} icon={<IconHistory size={17} />} />
      ) : (
        <Button
          variant="default"
          leftSection={<IconHistory size={16} />}
          onClick={open}
          aria-label={`History of ${title}`}
        >
          History
        </Button>
      )}
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xl"
        title={
          <Text fw={700} fz="lg">
            History of {title}
          </Text>
        }
      >
        {opened ? <HistoryList entity={entity} id={id} /> : null}
      </Drawer>
    </>
  );
}

function HistoryList({ entity, id }: { entity: AuditEntity; id: number }) {
  const query = useInfiniteQuery({
    queryKey: [...auditKey, 'history', entity, id],
    queryFn: ({ pageParam, signal }) =>
      recordHistoryPages(entity, id)({ page: pageParam, per_page: PER_PAGE, order: 'desc' }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<AuditRow>) =>
      last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined,
    staleTime: 0,
  });
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  if (query.isError)
    return (
      <LoadFailedAlert
        title="The history could not be loaded"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  const rows = query.data.pages.flatMap((p) => p.data);
  const total = query.data.pages[0]?.meta.total ?? 0;
  if (rows.length === 0) return <Text c="dimmed">Nothing has been recorded for this record yet.</Text>;
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {total} {total === 1 ? 'entry' : 'entries'}, newest first. Open one to see the fields it changed.
      </Text>
      <Accordion variant="separated" multiple>
        {rows.map((row) => (
          <Accordion.Item key={row.id} value={String(row.id)}>
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={0}>
                  <Group gap={6}>
                    <Badge
                      variant="light"
                      color={row.action === 'view' ? 'gray' : row.action === 'delete' ? 'red' : 'blue'}
                    >
                      {actionLabel(row.action)}
                    </Badge>
                    <Text fz="sm" fw={600}>
                      {actorLabel(row)}
                    </Text>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(row.created_at)}
                    {row.ip ? ` · from ${row.ip}` : ''}
                    {row.entity !== entity ? ` · ${entityLabel(row.entity)}` : ''}
                  </Text>
                </Stack>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <AuditChanges row={row} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {query.hasNextPage ? (
        <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show older entries
        </Button>
      ) : null}
    </Stack>
  );
}
