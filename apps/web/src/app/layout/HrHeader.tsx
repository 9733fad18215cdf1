import { Avatar, Burger, Button, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { displayName, useCurrentUser } from '../../lib/current-user';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

type HrHeaderProps = { navbarOpened: boolean; onToggleNavbar: () => void };

/** Top bar: product name, the signed-in user's name and the Logout control. */
export function HrHeader({ navbarOpened, onToggleNavbar }: HrHeaderProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const name = displayName(user.data);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <UnstyledButton component={Link} to="/hr/dashboard">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={34} radius="md" variant="filled">
              <IconUsersGroup size={20} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={800} lh={1.1}>
                HRIS
              </Text>
              <Text fz="xs" c="dimmed" lh={1.1} visibleFrom="md">
                Human Resource Information System
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" visibleFrom="xs">
          <Avatar color="blue" radius="xl" size={34}>
            {initials(name)}
          </Avatar>
          <Stack gap={0}>
            <Text fz="sm" fw={600} lh={1.2} data-testid="current-user-name">
              {name}
            </Text>
            <Text fz="xs" c="dimmed" lh={1.2}>
              HR Department
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          aria-label="Logout"
          onClick={() => navigate('/logout')}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
