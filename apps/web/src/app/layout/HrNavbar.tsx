import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  IconAddressBook,
  IconAlertTriangle,
  IconBriefcase,
  IconBuilding,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarPlus,
  IconCalendarStats,
  IconCalendarTime,
  IconCash,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconClipboardList,
  IconClock,
  IconClockEdit,
  IconClockHour4,
  IconClockPause,
  IconCoins,
  IconDeviceDesktop,
  IconFileCertificate,
  IconFileDescription,
  IconFilePencil,
  IconFiles,
  IconFingerprint,
  IconGavel,
  IconHeartHandshake,
  IconHierarchy2,
  IconHistory,
  IconHome,
  IconIdBadge2,
  IconLayoutDashboard,
  IconLock,
  IconMailCog,
  IconMailForward,
  IconMessages,
  IconReportAnalytics,
  IconReportMoney,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconSitemap,
  IconTableImport,
  IconUserCheck,
  IconUserCog,
  IconUserEdit,
  IconUserKey,
  IconUserMinus,
  IconUserPlus,
  IconUserShield,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

type MenuLink = {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Other paths that belong to this entry (e.g. /hr/resigned for Inactive Employees). */
  also?: string[];
};

const EMPLOYEE_LINKS: MenuLink[] = [
  { to: '/hr/employeelist', label: 'Active Employees', icon: IconUsers, also: ['/hr/editinfo'] },
  { to: '/hr/inactive', label: 'Inactive Employees', icon: IconUserMinus, also: ['/hr/resigned'] },
  { to: '/hr/newemployee', label: 'New Employee', icon: IconUserPlus },
  {
    to: '/hr/jobinformation',
    label: 'Job Information',
    icon: IconFileDescription,
    also: ['/hr/viewjobinformation'],
  },
  { to: '/hr/requirements', label: 'Requirements Tracker', icon: IconChecklist },
  { to: '/hr/contactinfo', label: 'Contact List', icon: IconAddressBook },
  {
    to: '/hr/profilerequests',
    label: 'Profile Requests',
    icon: IconUserEdit,
  },
  { to: '/hr/employeeaccount', label: 'Employee Accounts', icon: IconUserCheck },
  { to: '/hr/reports', label: 'Reports', icon: IconReportAnalytics },
  { to: '/hr/import', label: 'Import Records', icon: IconTableImport },
  {
    to: '/hr/dependents',
    label: 'Dependents',
    icon: IconHeartHandshake,
    also: ['/hr/dependentform', '/hr/editdependent'],
  },
];

const LEAVE_LINKS: MenuLink[] = [
  {
    to: '/hr/absenceleave',
    label: 'Leave Management',
    icon: IconCalendarStats,
    also: ['/hr/leave/approval', '/hr/update/leave', '/hr/viewleave'],
  },
  { to: '/hr/requestleave', label: 'Encode Leave', icon: IconCalendarPlus },
  { to: '/hr/leavecredits', label: 'Leave Credits', icon: IconCoins },
  { to: '/hr/creditconfig', label: 'Leave Credit Config', icon: IconSettings },
];

const DISCIPLINE_LINKS: MenuLink[] = [
  {
    to: '/hr/nterequest',
    label: 'NTE Tracker',
    icon: IconAlertTriangle,
    also: [
      '/hr/nterequestform',
      '/hr/nteeditrequest',
      '/hr/nteapprovalrequest',
      '/hr/notice/for/decision',
      '/hr/nte/view/details',
    ],
  },
  { to: '/hr/ntemanualinput', label: 'Manual NTE', icon: IconFilePencil },
  {
    to: '/hr/coaching/records',
    label: 'Employee Coached',
    icon: IconMessages,
    also: ['/hr/coaching/records/details'],
  },
  {
    to: '/hr/performance',
    label: 'Employee Evaluation',
    icon: IconChartBar,
    also: ['/hr/performancedetails'],
  },
];

const TIME_LINKS: MenuLink[] = [
  { to: '/hr/workshifts', label: 'Work Shifts', icon: IconClockHour4 },
  {
    to: '/hr/scheduleadjustment',
    label: 'Schedule Adjustment',
    icon: IconClockEdit,
    also: ['/hr/adjustmentform', '/hr/schedule/edit/adjustment/form'],
  },
  {
    to: '/hr/undertimerequest',
    label: 'Undertime',
    icon: IconClockPause,
    also: ['/hr/undertimeform', '/hr/editundertimerequestform'],
  },
  { to: '/hr/timeattendance', label: 'Time and Attendance', icon: IconFingerprint },
  { to: '/hr/payroll', label: 'Payroll', icon: IconReportMoney },
  { to: '/hr/devices', label: 'Devices', icon: IconDeviceDesktop },
];

const DOCUMENT_LINKS: MenuLink[] = [
  {
    to: '/hr/contractsmemo',
    label: 'Contracts & Memos',
    icon: IconFileCertificate,
    also: ['/hr/contracts', '/hr/memos'],
  },
];

const RESPONSIBILITY_LINKS: MenuLink[] = [
  {
    to: '/hr/responsibilityform',
    label: 'Responsibility Form',
    icon: IconClipboardList,
    also: ['/hr/addresponsibilityform', '/hr/editresponsibilityform', '/hr/viewresponsibility'],
  },
  {
    to: '/hr/wfh/responsibility',
    label: 'Work From Home',
    icon: IconHome,
    also: ['/hr/view/wfh/responsibility'],
  },
];

const MONEY_LINKS: MenuLink[] = [
  {
    to: '/hr/contributions/list',
    label: 'Loan & Contributions',
    icon: IconCash,
    also: ['/hr/contributions'],
  },
];

const CALENDAR_LINKS: MenuLink[] = [
  { to: '/hr/calendar', label: 'Calendar', icon: IconCalendarMonth },
  { to: '/hr/holidays', label: 'Calendar Event', icon: IconCalendarEvent, also: ['/hr/addcalendarevent'] },
];

const ORGANISATION_LINKS: MenuLink[] = [
  { to: '/hr/department', label: 'Departments', icon: IconBuilding },
  { to: '/hr/subdepartment', label: 'Sub-departments', icon: IconSitemap },
  { to: '/hr/position', label: 'Designations', icon: IconBriefcase },
];

const ACCOUNT_LINKS: MenuLink[] = [
  { to: '/hr/users', label: 'Users', icon: IconUserCog },
  { to: '/hr/accountuser', label: 'Create Account', icon: IconUserKey },
  { to: '/hr/groupaccess', label: 'Staff Level', icon: IconIdBadge2 },
  { to: '/hr/supervisoraccess', label: 'Supervisory Level', icon: IconUserStar },
  { to: '/hr/assistantmanager', label: 'Managerial Level', icon: IconHierarchy2 },
  { to: '/hr/usersroles', label: 'User Roles', icon: IconShieldCheck, also: ['/hr/createroles'] },
  { to: '/hr/auditlog', label: 'Audit Log', icon: IconHistory },
  { to: '/hr/notificationconfig', label: 'Notification Config', icon: IconMailCog },
  { to: '/hr/mailoutbox', label: 'Mail Outbox', icon: IconMailForward },
  { to: '/hr/settings', label: 'Change Password', icon: IconLock },
  { to: '/hr/security', label: 'Security', icon: IconShieldLock },
];

/** The sidebar "HR menu": only the screens that exist. */
export function HrNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const matches = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const isActive = (link: MenuLink) => matches(link.to) || (link.also ?? []).some(matches);

  const group = (label: string, icon: MenuLink['icon'], links: MenuLink[]) => {
    const Icon = icon;
    return (
      <NavLink
        component="button"
        label={label}
        leftSection={<Icon size={18} stroke={1.6} />}
        defaultOpened
        childrenOffset={28}
        active={links.some(isActive)}
        variant="subtle"
      >
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            leftSection={<link.icon size={16} stroke={1.6} />}
            active={isActive(link)}
            onClick={onNavigate}
          />
        ))}
      </NavLink>
    );
  };

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
          active={matches('/hr/dashboard')}
          onClick={onNavigate}
        />
        {group('Employees', IconUsersGroup, EMPLOYEE_LINKS)}
        {group('Leave', IconCalendarTime, LEAVE_LINKS)}
        {group('Discipline', IconGavel, DISCIPLINE_LINKS)}
        {group('Time', IconClock, TIME_LINKS)}
        {group('Documents', IconFiles, DOCUMENT_LINKS)}
        {group('Money', IconReportMoney, MONEY_LINKS)}
        {group('Responsibility', IconClipboardCheck, RESPONSIBILITY_LINKS)}
        {group('Calendar', IconCalendarMonth, CALENDAR_LINKS)}
        {group('Organisation', IconBuildingCommunity, ORGANISATION_LINKS)}
        {group('Accounts', IconUserShield, ACCOUNT_LINKS)}
      </AppShell.Section>
      <AppShell.Section>
        <Text size="xs" c="dimmed" px="sm" py="xs">
          HRIS v{__APP_VERSION__}
        </Text>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
