import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Controls on the right of the section title (e.g. "Add experience"). */
  actions?: ReactNode;
  /** Fields are laid out in this many columns on wide screens; 0 leaves the layout to the children. */
  cols?: 0 | 1 | 2 | 3 | 4;
  children: ReactNode;
};

/** One titled block of a long form (the employee datasheet, the dependents registration). */
export function FormSection({ title, description, icon, actions, cols = 3, children }: FormSectionProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {icon ? (
            <ThemeIcon variant="light" size={34} radius="md">
              {icon}
            </ThemeIcon>
          ) : null}
          <Stack gap={0}>
            <Title order={4}>{title}</Title>
            {description ? (
              <Text fz="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {actions}
      </Group>
      {cols === 0 ? (
        children
      ) : (
        <SimpleGrid cols={{ base: 1, sm: Math.min(cols, 2), lg: cols }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Paper>
  );
}
