import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PublicShellProps = {
  /** The card's heading, e.g. "Sign in" or "Reset Password". */
  heading: string;
  subheading?: ReactNode;
  children: ReactNode;
};

/** The centred card of the public screens (login, password reset) with the tagline and version. */
export function PublicShell({ heading, subheading, children }: PublicShellProps) {
  return (
    <Box
      mih="100vh"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-blue-8) 0%, var(--mantine-color-blue-6) 45%, var(--mantine-color-gray-1) 45%)',
      }}
    >
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={6} align="center">
            <ThemeIcon size={56} radius="md" variant="white">
              <IconUsersGroup size={32} />
            </ThemeIcon>
            <Title order={1} c="white" fz={30}>
              HRIS
            </Title>
            <Text c="blue.0" fw={500}>
              Human Resource Information System
            </Text>
          </Stack>
          <Paper withBorder shadow="md" radius="md" p="xl">
            <Stack gap={4} mb="lg">
              <Title order={2} fz="h3">
                {heading}
              </Title>
              {subheading ? (
                <Text c="dimmed" fz="sm">
                  {subheading}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
          <Text ta="center" c="dimmed" fz="xs">
            Version {__APP_VERSION__}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
