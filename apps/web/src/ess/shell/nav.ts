import {
  IconBeach,
  IconBell,
  IconCalendar,
  IconClipboardCheck,
  IconClipboardList,
  IconClock,
  IconDots,
  IconFileAlert,
  IconHome,
  IconLogout,
  IconMessages,
  IconReceipt,
  IconSignature,
  IconUser,
} from '@tabler/icons-react';

export type NavItem = { label: string; to: string; icon: typeof IconHome; description?: string };

/** The bottom navigation on a phone (and the top of the side navigation from 1024 px). */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/ess', icon: IconHome },
  { label: 'Leave', to: '/ess/leave', icon: IconBeach },
  { label: 'Requests', to: '/ess/requests', icon: IconClipboardList },
  { label: 'To Sign', to: '/ess/documents', icon: IconSignature },
];

/** The phone's fifth item: the rest is on the More page. */
export const MORE_ITEM: NavItem = { label: 'More', to: '/ess/more', icon: IconDots };

/** The More page's list, and the rest of the side navigation from 1024 px. */
export const MORE_NAV: NavItem[] = [
  { label: 'Attendance', to: '/ess/attendance', icon: IconClock, description: 'Your days, time in and out' },
  { label: 'Calendar', to: '/ess/calendar', icon: IconCalendar, description: 'Holidays and events' },
  {
    label: 'Contributions',
    to: '/ess/contributions',
    icon: IconReceipt,
    description: 'SSS, PhilHealth, Pag-IBIG and tax',
  },
  {
    label: 'Notices to Explain',
    to: '/ess/nte',
    icon: IconFileAlert,
    description: 'Notices served to you and your explanations',
  },
  {
    label: 'Coaching & Evaluations',
    to: '/ess/acknowledgements',
    icon: IconMessages,
    description: 'Read and acknowledge',
  },
  {
    label: 'Responsibility forms',
    to: '/ess/acknowledgements?section=responsibility',
    icon: IconClipboardCheck,
    description: 'Confirm what you received; work from home',
  },
  { label: 'Profile', to: '/ess/profile', icon: IconUser, description: 'Your details and change requests' },
  { label: 'Notifications', to: '/ess/notifications', icon: IconBell, description: 'What happened lately' },
];

export const LOGOUT_ITEM: NavItem = { label: 'Log out', to: '/ess/logout', icon: IconLogout };
