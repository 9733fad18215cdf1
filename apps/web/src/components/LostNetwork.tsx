import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { NETWORK_ERROR_MESSAGE } from '../lib/api-client';

type LostNetworkProps = {
  /** Another failure of a first load than a lost network: its title and the server's message. */
  title?: string;
  message?: string;
  /** Tries again in place; without it the button reloads the page. */
  onRetry?: () => void;
};

/**
 * Shown in place of a list when its first load failed: by default the lost-network screen of docs/screens.md#messages (the
 * server could not be reached); with `title`/`message`, what the server answered instead.
 */
export function LostNetwork({ title, message, onRetry }: LostNetworkProps) {
  const network = !title;
  return (
    <Stack align="center" gap="sm" py={60} px="md" ta="center" role="alert">
      <ThemeIcon size={72} radius="xl" variant="light" color={network ? 'gray' : 'red'}>
        {network ? <IconWifiOff size={40} /> : <IconAlertTriangle size={40} />}
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title ?? 'No connection'}
      </Title>
      <Text c="dimmed" maw={460}>
        {message ?? NETWORK_ERROR_MESSAGE}
      </Text>
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} />}
        onClick={onRetry ?? (() => window.location.reload())}
      >
        {onRetry ? 'Try again' : 'Reload'}
      </Button>
    </Stack>
  );
}
