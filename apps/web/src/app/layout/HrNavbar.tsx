import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconBuilding,
  IconBuildingCommunity,
  IconLayoutDashboard,
  IconSitemap,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

const ORGANISATION_LINKS = [
  { to: '/hr/department', label: 'Departments', icon: IconBuilding },
  { to: '/hr/subdepartment', label: 'Sub-departments', icon: IconSitemap },
  { to: '/hr/position', label: 'Designations', icon: IconBriefcase },
];

/** The sidebar "HR menu": only the screens that exist. */
export function HrNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const organisationActive = ORGANISATION_LINKS.some((link) => isActive(link.to));

  return (
    <AppShell.Navbar p="sm" className="print-hide" aria-label="HR menu">
      <AppShell.Section>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb="sm">
          HR menu
        </Text>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea}>
        <NavLink
          component={Link}
          to="/hr/dashboard"
          label="Dashboard"
          leftSection={<IconLayoutDashboard size={18} stroke={1.6} />}
          active={isActive('/hr/dashboard')}
          onClick={onNavigate}
        />
        <NavLink
          component="button"
          label="Organisation"
          leftSection={<IconBuildingCommunity size={18} stroke={1.6} />}
          defaultOpened
          childrenOffset={28}
          active={organisationActive}
          variant="subtle"
        >
          {ORGANISATION_LINKS.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={16} stroke={1.6} />}
              active={isActive(to)}
              onClick={onNavigate}
            />
          ))}
        </NavLink>
      </AppShell.Section>
      <AppShell.Section>
        <Text size="xs" c="dimmed" px="sm" py="xs">
          HRIS v{__APP_VERSION__}
        </Text>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
