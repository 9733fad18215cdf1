import type { PageMeta } from '@hris/domain/paging';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';

type DataListPagerProps = {
  meta: PageMeta | undefined;
  page: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** The server counted up to a cap and there are more (the Audit Log): "10000+ records". */
  more?: boolean;
};

/** The list footer (docs/screens.md#common-list-behaviour): "Page X out of N records" and First/Prev/Next/Last. */
export function DataListPager({ meta, page, onPage, disabled, more }: DataListPagerProps) {
  const current = meta?.page ?? page;
  const last = meta?.last_page ?? 1;
  const total = meta?.total ?? 0;
  const atStart = disabled || current <= 1;
  const atEnd = disabled || current >= last;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fz="sm" c="dimmed" data-testid="list-footer">
        Page {current} out of {total}
        {more ? '+' : ''} records
      </Text>
      <Group gap={6}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronsLeft size={14} />}
          disabled={atStart}
          onClick={() => onPage(1)}
        >
          First
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronLeft size={14} />}
          disabled={atStart}
          onClick={() => onPage(current - 1)}
        >
          Prev
        </Button>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronRight size={14} />}
          disabled={atEnd}
          onClick={() => onPage(current + 1)}
        >
          Next
        </Button>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronsRight size={14} />}
          disabled={atEnd}
          onClick={() => onPage(last)}
        >
          Last
        </Button>
      </Group>
    </Group>
  );
}
