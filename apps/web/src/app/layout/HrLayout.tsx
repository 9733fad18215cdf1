import { AppShell, Box, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigation } from 'react-router';
import { UnsavedChangesProvider } from '../../components/form/unsaved-changes';
import { HrHeader } from './HrHeader';
import { HrNavbar } from './HrNavbar';
import './skip-link.css';

/** The shell of every /hr screen: header, HR menu and the page. */
export function HrLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigation = useNavigation();

  return (
    <>
      <a href="#main-content" className="skip-link print-hide">
        Skip to main content
      </a>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
        styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
      >
        <AppShell.Header className="print-hide">
          <HrHeader navbarOpened={opened} onToggleNavbar={toggle} />
          {navigation.state !== 'idle' ? (
            <Progress value={100} animated size={2} radius={0} pos="absolute" bottom={0} left={0} right={0} />
          ) : null}
        </AppShell.Header>
        <HrNavbar onNavigate={close} />
        <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          <Box maw={1400} mx="auto">
            <UnsavedChangesProvider>
              <Outlet />
            </UnsavedChangesProvider>
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
