import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '../../app/layout/skip-link.css';
import './shell.css';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, type Location, Outlet, useLocation, useNavigation } from 'react-router';
import { queryClient } from '../../app/query-client';
import { cssVariablesResolver, theme } from '../../app/theme';
import { UnsavedChangesProvider } from '../../components/form/unsaved-changes';
import { LOGOUT_ITEM, MAIN_NAV, MORE_ITEM, MORE_NAV, type NavItem } from './nav';
import { useEmployeeName } from './use-employee-name';

/**
 * The signed-in self-service shell, phone first: a top bar (the product, the employee's name), the
 * page, and a bottom navigation of five items that becomes a side navigation from 1024 px (shell.css).
 * It brings Mantine, the data cache and the dialogs' host, which the login does without.
 */
export function EssLayout() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Shell />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The item's screen is shown: its path (and its `section`, where two items share a screen). */
function isCurrent(item: NavItem, { pathname, search }: Location): boolean {
  const [path = '', query = ''] = item.to.split('?');
  const here = pathname.replace(/\/+$/, '') || '/';
  if (item === MORE_ITEM)
    return MORE_NAV.some((other) => isCurrent(other, { pathname, search } as Location)) || here === path;
  const onPath = path === '/ess' ? here === '/ess' : here === path || here.startsWith(`${path}/`);
  return onPath && new URLSearchParams(search).get('section') === new URLSearchParams(query).get('section');
}

function NavEntry({ item, className }: { item: NavItem; className: string }) {
  const location = useLocation();
  const Icon = item.icon;
  return (
    <Link to={item.to} className={className} aria-current={isCurrent(item, location) ? 'page' : undefined}>
      <Icon size={22} stroke={1.6} aria-hidden="true" />
      <span>{item.label}</span>
    </Link>
  );
}

function Shell() {
  const name = useEmployeeName();
  const navigation = useNavigation();
  return (
    <div className="ess-shell">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <header className="ess-topbar">
        <span className="ess-topbar__logo" aria-hidden="true">
          HR
        </span>
        <span className="ess-topbar__product">HRIS</span>
        <span className="ess-topbar__name" title={name}>
          {name}
        </span>
        {navigation.state !== 'idle' ? <span className="ess-topbar__progress" aria-hidden="true" /> : null}
      </header>
      <nav className="ess-sidenav" aria-label="Self-service">
        {[...MAIN_NAV, ...MORE_NAV, LOGOUT_ITEM].map((item) => (
          <NavEntry key={item.to} item={item} className="ess-sidenav__item" />
        ))}
      </nav>
      <main id="main-content" tabIndex={-1} className="ess-main">
        <UnsavedChangesProvider>
          <Outlet />
        </UnsavedChangesProvider>
      </main>
      <nav className="ess-bottomnav" aria-label="Self-service">
        {[...MAIN_NAV, MORE_ITEM].map((item) => (
          <NavEntry key={item.to} item={item} className="ess-bottomnav__item" />
        ))}
      </nav>
    </div>
  );
}
