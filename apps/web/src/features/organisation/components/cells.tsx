import { Badge, Button, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';

/** A row's edit button, in the screen's own word for it (Edit, Update, Modify). */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A count of a row (designations, employees) as a badge. */
export function CountBadge({ count, color = 'teal' }: { count: number; color?: string }) {
  return (
    <Badge variant="light" color={color}>
      {count}
    </Badge>
  );
}

/** A free text of two lines at most, a dash when there is none. */
export function Notes({ text, maw }: { text: string | null; maw: number }) {
  return (
    <Text fz="sm" c={text ? undefined : 'dimmed'} lineClamp={2} maw={maw}>
      {text || '—'}
    </Text>
  );
}
