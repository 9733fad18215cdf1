import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

/** An unknown self-service address. */
export function EssNotFoundPage() {
  return (
    <Stack align="center" gap="sm" ta="center" py={48} px="md">
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconMapSearch size={40} aria-hidden="true" />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Oops! It seems that this page does not exist.
      </Title>
      <Text c="dimmed">The address may be mistyped, or the page may have moved.</Text>
      <Button component={Link} to="/ess" leftSection={<IconArrowLeft size={16} />} mt="sm">
        Back to Home
      </Button>
    </Stack>
  );
}
