import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '../app/RootLayout';
import type { RouteHandle } from '../app/route-handle';
import { EssRouteError } from './EssRouteError';
import { essGuard, essLoginGuard } from './guards';
import { Loading } from './Loading';
import { EssLoginPage } from './login/EssLoginPage';
import { essLogoutLoader } from './logout';

/**
 * A self-service screen: its address under /ess (`''` is the home), its name (the page title is
 * "HRIS - {name}") and its page, loaded on demand. A screen without its page yet says "Not available
 * yet" (never made-up data).
 */
export type EssScreen = { path: string; name: string; page?: () => Promise<ComponentType> };

/**
 * Every signed-in self-service screen. Adding one is one line here: its page lives in
 * `features/<part>/`, and the bottom or side navigation (shell/nav.ts) links to it.
 */
export const ESS_SCREENS: EssScreen[] = [
  { path: '', name: 'Home', page: async () => (await import('./home/HomePage')).HomePage },
  { path: 'leave', name: 'Leave', page: async () => (await import('./features/filing/LeavePage')).LeavePage },
  {
    path: 'requests',
    name: 'Requests',
    page: async () => (await import('./features/filing/RequestsPage')).RequestsPage,
  },
  {
    path: 'attendance',
    name: 'Attendance',
    page: async () => (await import('./features/me/AttendancePage')).AttendancePage,
  },
  {
    path: 'calendar',
    name: 'Calendar',
    page: async () => (await import('./features/me/CalendarPage')).CalendarPage,
  },
  {
    path: 'contributions',
    name: 'Contributions',
    page: async () => (await import('./features/me/ContributionsPage')).ContributionsPage,
  },
  {
    path: 'documents',
    name: 'To Sign',
    page: async () => (await import('./features/signing/DocumentsPage')).DocumentsPage,
  },
  {
    path: 'nte',
    name: 'Notices to Explain',
    page: async () => (await import('./features/signing/NteListPage')).NteListPage,
  },
  {
    path: 'nte/:id',
    name: 'Notice to Explain',
    page: async () => (await import('./features/signing/NtePage')).NtePage,
  },
  {
    path: 'acknowledgements',
    name: 'Acknowledgements',
    page: async () => (await import('./features/signing/AcknowledgementsPage')).AcknowledgementsPage,
  },
  {
    path: 'profile',
    name: 'Profile',
    page: async () => (await import('./features/me/ProfilePage')).ProfilePage,
  },
  {
    path: 'profile/request',
    name: 'Request a Change',
    page: async () => (await import('./features/profile/ProfileRequestPage')).ProfileRequestPage,
  },
  {
    path: 'notifications',
    name: 'Notifications',
    page: async () => (await import('./features/notifications/NotificationsPage')).NotificationsPage,
  },
  { path: 'more', name: 'More', page: async () => (await import('./pages/MorePage')).MorePage },
];

const named = (name: string): RouteHandle => ({ name });

const notYet = async () => (await import('./pages/NotAvailablePage')).NotAvailablePage;
/** A screen that failed shows so inside the shell, its navigation still there. */
const screenError = async () => (await import('./shell/ScreenError')).ScreenError;

function screenRoute({ path, name, page }: EssScreen): RouteObject {
  const lazy = { Component: page ?? notYet, ErrorBoundary: screenError };
  return path ? { path, handle: named(name), lazy } : { index: true, handle: named(name), lazy };
}

/**
 * Employee self-service (docs/web.md): the login and password reset load with the app, in plain
 * elements; the shell (Mantine, the data cache, the navigation) and every screen load on demand.
 */
export const router = createBrowserRouter([
  {
    id: 'ess-root',
    Component: RootLayout,
    ErrorBoundary: EssRouteError,
    HydrateFallback: Loading,
    children: [
      { path: '/ess/login', handle: named('Login'), loader: essLoginGuard, Component: EssLoginPage },
      {
        path: '/ess/reset/password',
        handle: named('Reset Password'),
        lazy: { Component: async () => (await import('./login/EssResetPasswordPage')).EssResetPasswordPage },
      },
      {
        path: '/ess/new/password/:token',
        handle: named('New Password'),
        lazy: { Component: async () => (await import('./login/EssNewPasswordPage')).EssNewPasswordPage },
      },
      { path: '/ess/logout', handle: named('Logout'), loader: essLogoutLoader, Component: Loading },
      {
        id: 'ess',
        path: '/ess',
        loader: essGuard,
        lazy: { Component: async () => (await import('./shell/EssLayout')).EssLayout },
        children: [
          ...ESS_SCREENS.map(screenRoute),
          {
            path: '*',
            handle: named('Not Found'),
            lazy: { Component: async () => (await import('./pages/EssNotFoundPage')).EssNotFoundPage },
          },
        ],
      },
    ],
  },
]);
