import {
  Alert,
  Avatar,
  Badge,
  Card,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export type PersonLine = {
  id: number;
  name: string;
  detail: string;
  /** Right-hand side, e.g. the date or "5 years". */
  aside: ReactNode;
  highlight?: boolean;
  /** Already past this month: shown in grey (dimmed text, grey avatar), still readable. */
  past?: boolean;
};

type PeopleCardProps = {
  title: string;
  icon: ReactNode;
  color: string;
  people: PersonLine[] | undefined;
  loading: boolean;
  error: string | null;
  empty: string;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A name on one line, cut with "…" where the card is too narrow: the whole name shows on hover. */
function PersonName({ name, dimmed }: { name: string; dimmed: boolean }) {
  const text = useRef<HTMLParagraphElement>(null);
  const { ref, width } = useElementSize<HTMLParagraphElement>();
  const refs = useMergedRef(text, ref);
  const [cut, setCut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the width or the name changes
  useLayoutEffect(() => {
    const el = text.current;
    if (el) setCut(el.scrollWidth > el.clientWidth);
  }, [width, name]);
  return (
    <Tooltip label={name} disabled={!cut} openDelay={200}>
      <Text ref={refs} fz="sm" fw={600} c={dimmed ? 'dimmed' : undefined} truncate>
        {name}
      </Text>
    </Tooltip>
  );
}

/**
 * A titled list of people on the dashboard (birthdays, anniversaries, leave). A row keeps the card's
 * width: the name is cut (whole on hover), the detail wraps, the date or years on the right stay whole.
 */
export function PeopleCard({ title, icon, color, people, loading, error, empty }: PeopleCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          {icon}
          <Title order={4}>{title}</Title>
        </Group>
        {people ? (
          <Badge variant="light" color={color}>
            {people.length}
          </Badge>
        ) : null}
      </Group>
      {loading ? (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} h={36} />
          ))}
        </Stack>
      ) : error ? (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      ) : people && people.length > 0 ? (
        <ScrollArea.Autosize
          mah={380}
          type="auto"
          scrollbars="y"
          offsetScrollbars="y"
          // the rows shrink to the card instead of widening it (Autosize's content is min-content wide)
          styles={{ content: { minWidth: 0 } }}
          // a scrolling list with nothing focusable inside: the keyboard reaches it through its viewport
          viewportProps={{ tabIndex: 0, 'aria-label': title }}
        >
          <Stack gap={0}>
            {people.map((person) => (
              <Group
                key={person.id}
                justify="space-between"
                wrap="nowrap"
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                  <Avatar color={person.past ? 'gray' : color} radius="xl" size={34}>
                    {initials(person.name)}
                  </Avatar>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <PersonName name={person.name} dimmed={Boolean(person.past)} />
                    <Text fz="xs" c="dimmed">
                      {person.detail}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={6} wrap="nowrap">
                  {person.highlight ? (
                    <Badge color={color} variant="filled" size="sm">
                      Today
                    </Badge>
                  ) : null}
                  <Text
                    fz="sm"
                    fw={500}
                    c={person.past ? 'dimmed' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {person.aside}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : (
        <Text c="dimmed" fz="sm" py="md" ta="center">
          {empty}
        </Text>
      )}
    </Card>
  );
}
