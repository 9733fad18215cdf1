import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../../app/route-handle';

/** A self-service screen whose page is not built yet: it says so, and shows nothing made up. */
export function NotAvailablePage() {
  const name = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {name}
      </Title>
      <Stack align="center" gap="xs" ta="center" py={48} px="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconTools size={34} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} fz="h4">
          Not available yet
        </Title>
        <Text c="dimmed" maw={360}>
          This part of self-service is on its way. Until then, ask HR for what you need here.
        </Text>
      </Stack>
    </Stack>
  );
}
