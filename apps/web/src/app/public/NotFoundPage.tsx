import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasSession } from '../../lib/session';

/** The fallback of every unknown path. */
export function NotFoundPage() {
  const home = hasSession() ? '/hr/dashboard' : '/';
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <ThemeIcon size={80} radius="xl" variant="light" color="gray">
          <IconMapSearch size={44} />
        </ThemeIcon>
        <Text fw={800} fz={56} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} fz="h2">
          Oops! It seems that this page does not exist.
        </Title>
        <Text c="dimmed">The address may be mistyped, or the page may have moved.</Text>
        <Button component={Link} to={home} leftSection={<IconArrowLeft size={16} />} mt="sm">
          {home === '/' ? 'Back to Login' : 'Back to Dashboard'}
        </Button>
      </Stack>
    </Center>
  );
}
