import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons on the right, e.g. "Add Department". */
  actions?: ReactNode;
};

/** The heading row every screen starts with: the screen's one h1 (sized as h2) and its actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
