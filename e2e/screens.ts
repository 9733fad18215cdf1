/** The screens the cross-cutting checks visit: route bytes, accessibility and screenshots. */
export type Screen = { path: string; title: string };

export const PUBLIC_SCREENS: Screen[] = [
  { path: '/', title: 'Login' },
  { path: '/reset/password', title: 'Reset Password' },
  { path: '/new/password/not-a-real-token', title: 'New Password' },
  { path: '/no/such/page', title: 'Page Not Found' },
];

/** Every list screen of the HR menu (a DataList or a table with its filters). */
export const LIST_SCREENS: Screen[] = [
  { path: '/hr/employeelist', title: 'Active Employees' },
  { path: '/hr/inactive', title: 'Inactive Employees' },
  { path: '/hr/jobinformation', title: 'Job Information' },
  { path: '/hr/requirements', title: 'Requirements Tracker' },
  { path: '/hr/contactinfo', title: 'Contact List' },
  { path: '/hr/profilerequests', title: 'Profile Requests' },
  { path: '/hr/dependents', title: 'Dependents' },
  { path: '/hr/absenceleave', title: 'Leave Management' },
  { path: '/hr/leavecredits', title: 'Leave Credits' },
  { path: '/hr/creditconfig', title: 'Leave Credit Config' },
  { path: '/hr/nterequest', title: 'NTE Tracker' },
  { path: '/hr/coaching/records', title: 'Employee Coached' },
  { path: '/hr/performance', title: 'Employee Evaluation' },
  { path: '/hr/workshifts', title: 'Work Shifts' },
  { path: '/hr/scheduleadjustment', title: 'Schedule Adjustment' },
  { path: '/hr/undertimerequest', title: 'Undertime Requests' },
  { path: '/hr/calendar', title: 'Calendar' },
  { path: '/hr/holidays', title: 'Calendar Event' },
  { path: '/hr/department', title: 'Departments' },
  { path: '/hr/subdepartment', title: 'Sub-departments' },
  { path: '/hr/position', title: 'Designations' },
  { path: '/hr/users', title: 'Users' },
  { path: '/hr/usersroles', title: 'User Roles' },
  { path: '/hr/groupaccess', title: 'Staff Level' },
  { path: '/hr/supervisoraccess', title: 'Supervisory Level' },
  { path: '/hr/assistantmanager', title: 'Managerial Level' },
  { path: '/hr/employeeaccount', title: 'Employee Accounts' },
  { path: '/hr/auditlog', title: 'Audit Log' },
  { path: '/hr/mailoutbox', title: 'Mail Outbox' },
];

/** The form screens of the HR menu (opened empty). */
export const FORM_SCREENS: Screen[] = [
  { path: '/hr/newemployee', title: 'New Employee' },
  { path: '/hr/dependentform', title: 'Register Dependent' },
  { path: '/hr/requestleave', title: 'Encode Leave' },
  { path: '/hr/nterequestform', title: 'New NTE' },
  { path: '/hr/ntemanualinput', title: 'Manual NTE' },
  { path: '/hr/adjustmentform', title: 'Adjustment Form' },
  { path: '/hr/undertimeform', title: 'Undertime Form' },
  { path: '/hr/addcalendarevent', title: 'Add Calendar Event' },
  { path: '/hr/accountuser', title: 'Create Account' },
  { path: '/hr/createroles', title: 'Create Role' },
  { path: '/hr/settings', title: 'Change Password' },
  { path: '/hr/security', title: 'Security' },
  { path: '/hr/notificationconfig', title: 'Notification Config' },
  { path: '/hr/import', title: 'Import Records' },
];
