import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { NETWORK_ERROR_MESSAGE } from '../lib/api-client';

/** Shown in place of a list when its first load got no answer from the server (§8). */
export function LostNetwork() {
  return (
    <Stack align="center" gap="sm" py={60} px="md" ta="center" role="alert">
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconWifiOff size={40} />
      </ThemeIcon>
      <Title order={3}>No connection</Title>
      <Text c="dimmed" maw={460}>
        {NETWORK_ERROR_MESSAGE}
      </Text>
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} />}
        onClick={() => window.location.reload()}
      >
        Reload
      </Button>
    </Stack>
  );
}
