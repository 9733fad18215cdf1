import type { PageMeta } from '@hris/domain/paging';
import { Button, Group, Text } from '@mantine/core';

/**
 * The pager of a self-service list that is newest first: Newer and Older around "Page n out of m",
 * shown only when there is more than one page. Thumb-sized buttons suit a phone better than numbers.
 */
export function NewerOlder({
  meta,
  page,
  setPage,
}: {
  meta: PageMeta | undefined;
  page: number;
  setPage: (page: number) => void;
}) {
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Group justify="space-between">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Newer
      </Button>
      <Text fz="sm">
        Page {meta.page} out of {meta.last_page}
      </Text>
      <Button variant="default" size="xs" disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>
        Older
      </Button>
    </Group>
  );
}
