import { LEGACY_GROUPS } from '@hris/domain/legacy-groups';
import { createBrowserRouter, redirect } from 'react-router';
import { loginGuard } from './login-guard';
import { PageLoader } from './PageLoader';
import { LoginPage } from './public/LoginPage';
import { logoutLoader } from './public/logout';
import { NotFoundPage } from './public/NotFoundPage';
import { RouteError } from './public/RouteError';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-handle';

const named = (name: string): RouteHandle => ({ name });

/**
 * Every screen (docs/screens.md), with its route name (the page title is "HRIS - {name}"). A detail
 * screen's id is optional (`:id?`): without one it says the record was not found and leads back to
 * its list, as for any id that names no record (its RecordGate); viewleave and editresponsibilityform,
 * which the original routes list without an id, open their lists instead.
 * The login screen loads with the app; every other page, the HR shell included, loads on demand.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { path: '/', handle: named('Login'), loader: loginGuard, Component: LoginPage },
      { path: '/logout', handle: named('Logout'), loader: logoutLoader, Component: PageLoader },
      {
        // The screens that open dialogs, under the dialogs' host.
        lazy: { Component: async () => (await import('./DialogsLayout')).DialogsLayout },
        children: [
          {
            path: '/reset/password',
            handle: named('Reset Password'),
            lazy: {
              Component: async () => (await import('./public/ResetPasswordPage')).ResetPasswordPage,
            },
          },
          {
            path: '/acknowledge/:token',
            handle: named('Acknowledge'),
            lazy: {
              Component: async () =>
                (await import('../features/documents/pages/AcknowledgePage')).AcknowledgePage,
            },
          },
          {
            path: '/new/password/:token',
            handle: named('New Password'),
            lazy: {
              Component: async () => (await import('./public/NewPasswordPage')).NewPasswordPage,
            },
          },
          {
            id: 'hr',
            path: '/hr',
            // The HR guard (with the role rules) and the shell load with the first /hr screen, not with the login.
            lazy: {
              loader: async () => (await import('./hr-guard')).hrGuard,
              Component: async () => (await import('./layout/HrLayout')).HrLayout,
            },
            ErrorBoundary: RouteError,
            children: [
              { index: true, loader: () => redirect('/hr/dashboard') },
              {
                path: 'dashboard',
                handle: named('Dashboard'),
                lazy: {
                  Component: async () =>
                    (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
                },
              },
              {
                path: 'newemployee',
                handle: named('New Employee'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/NewEmployeePage')).NewEmployeePage,
                },
              },
              {
                path: 'employeelist',
                handle: named('Active Employees'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/ActiveEmployeesPage')).ActiveEmployeesPage,
                },
              },
              {
                path: 'inactive',
                handle: named('Inactive Employees'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/InactiveEmployeesPage')).InactiveEmployeesPage,
                },
              },
              {
                path: 'resigned',
                handle: named('Inactive Employees'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/InactiveEmployeesPage')).InactiveEmployeesPage,
                },
              },
              {
                path: 'jobinformation',
                handle: named('Job Information'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/JobInformationPage')).JobInformationPage,
                },
              },
              {
                id: 'view-job-information',
                path: 'viewjobinformation/:id?',
                handle: named('View Job Information'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/ViewJobInformationPage'))
                      .ViewJobInformationPage,
                },
              },
              {
                id: 'edit-info',
                path: 'editinfo/:id?',
                handle: named('Edit Employee Information'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/EditEmployeePage')).EditEmployeePage,
                },
              },
              {
                path: 'requirements',
                handle: named('Requirements Tracker'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/RequirementsPage')).RequirementsPage,
                },
              },
              {
                path: 'reports',
                handle: named('Reports'),
                lazy: {
                  Component: async () => (await import('../features/reports/pages/ReportsPage')).ReportsPage,
                },
              },
              {
                path: 'import',
                handle: named('Import Records'),
                lazy: {
                  Component: async () => (await import('../features/imports/pages/ImportPage')).ImportPage,
                },
              },
              {
                path: 'employeeaccount',
                handle: named('Employee Accounts'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/EmployeeAccountsPage')).EmployeeAccountsPage,
                },
              },
              {
                path: 'profilerequests',
                handle: named('Profile Requests'),
                lazy: {
                  Component: async () =>
                    (await import('../features/profile-requests/pages/ProfileRequestsPage'))
                      .ProfileRequestsPage,
                },
              },
              {
                path: 'profilerequests/:id',
                handle: named('Profile Request'),
                lazy: {
                  Component: async () =>
                    (await import('../features/profile-requests/pages/ProfileRequestPage'))
                      .ProfileRequestPage,
                },
              },
              {
                path: 'contactinfo',
                handle: named('Contact List'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/ContactListPage')).ContactListPage,
                },
              },
              {
                path: 'dependents',
                handle: named('Dependents'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/DependentsPage')).DependentsPage,
                },
              },
              {
                path: 'dependentform',
                handle: named('Register Dependent'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/RegisterDependentPage')).RegisterDependentPage,
                },
              },
              {
                path: 'editdependent/:id?',
                handle: named('Edit Dependent'),
                lazy: {
                  Component: async () =>
                    (await import('../features/employees/pages/EditDependentPage')).EditDependentPage,
                },
              },
              {
                id: 'absence-leave',
                path: 'absenceleave',
                handle: named('Leave Management'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/LeaveManagementPage')).LeaveManagementPage,
                },
              },
              {
                path: 'requestleave',
                handle: named('Encode Leave'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/EncodeLeavePage')).EncodeLeavePage,
                },
              },
              { path: 'viewleave', loader: () => redirect('/hr/absenceleave') },
              {
                path: 'viewleave/:id',
                handle: named('Leave Details'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/LeaveDetailsPage')).LeaveDetailsPage,
                },
              },
              {
                path: 'leave/approval/:id?',
                handle: named('Leave Approval'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/LeaveApprovalPage')).LeaveApprovalPage,
                },
              },
              {
                path: 'update/leave/:id?',
                handle: named('Update Leave'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/UpdateLeavePage')).UpdateLeavePage,
                },
              },
              {
                path: 'leavecredits',
                handle: named('Leave Credits'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/LeaveCreditsPage')).LeaveCreditsPage,
                },
              },
              {
                path: 'creditconfig',
                handle: named('Leave Credit Config'),
                lazy: {
                  Component: async () =>
                    (await import('../features/leave/pages/CreditConfigPage')).CreditConfigPage,
                },
              },
              {
                id: 'nte-request',
                path: 'nterequest',
                handle: named('NTE Tracker'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NteTrackerPage')).NteTrackerPage,
                },
              },
              {
                path: 'nterequestform',
                handle: named('New NTE'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NteFormPages')).NteRequestFormPage,
                },
              },
              {
                path: 'nteeditrequest/:id?',
                handle: named('Update NTE'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NteFormPages')).NteEditRequestPage,
                },
              },
              {
                path: 'ntemanualinput',
                handle: named('Manual NTE'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NteFormPages')).NteManualInputPage,
                },
              },
              {
                path: 'nteapprovalrequest/:id?',
                handle: named('NTE Review'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NteApprovalPage')).NteApprovalPage,
                },
              },
              {
                path: 'notice/for/decision/:id?',
                handle: named('Notice of Decision'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NoticeOfDecisionPage')).NoticeOfDecisionPage,
                },
              },
              {
                path: 'nte/view/details/:id?',
                handle: named('NTE Details'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/NteDetailsPage')).NteDetailsPage,
                },
              },
              {
                path: 'coaching/records',
                handle: named('Employee Coached'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/CoachedListPage')).CoachedListPage,
                },
              },
              {
                path: 'coaching/records/details/:id?',
                handle: named('Coaching Details'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/CoachingDetailsPage')).CoachingDetailsPage,
                },
              },
              {
                path: 'performance',
                handle: named('Employee Evaluation'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/EvaluationListPage')).EvaluationListPage,
                },
              },
              {
                path: 'performancedetails/:id?',
                handle: named('Evaluation Details'),
                lazy: {
                  Component: async () =>
                    (await import('../features/discipline/pages/EvaluationDetailsPage'))
                      .EvaluationDetailsPage,
                },
              },
              {
                path: 'workshifts',
                handle: named('Work Shifts'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/WorkShiftsPage')).WorkShiftsPage,
                },
              },
              {
                id: 'schedule-adjustment',
                path: 'scheduleadjustment',
                handle: named('Schedule Adjustment'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/ScheduleAdjustmentPage'))
                      .ScheduleAdjustmentPage,
                },
              },
              {
                path: 'scheduleadjustment/approval/:id?',
                handle: named('Adjustment Approval'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/ApprovalPages')).AdjustmentApprovalPage,
                },
              },
              {
                path: 'adjustmentform',
                handle: named('Adjustment Form'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/RequestFormPages')).AdjustmentFormPage,
                },
              },
              {
                path: 'schedule/edit/adjustment/form/:id?',
                handle: named('Edit Adjustment'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/RequestFormPages')).EditAdjustmentPage,
                },
              },
              {
                path: 'undertimerequest',
                handle: named('Undertime Requests'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/UndertimeRequestPage')).UndertimeRequestPage,
                },
              },
              {
                path: 'undertimerequest/approval/:id?',
                handle: named('Undertime Approval'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/ApprovalPages')).UndertimeApprovalPage,
                },
              },
              {
                path: 'undertimeform',
                handle: named('Undertime Form'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/RequestFormPages')).UndertimeFormPage,
                },
              },
              {
                path: 'editundertimerequestform/:id?',
                handle: named('Edit Undertime'),
                lazy: {
                  Component: async () =>
                    (await import('../features/schedule/pages/RequestFormPages')).EditUndertimePage,
                },
              },
              {
                path: 'timeattendance',
                handle: named('Time and Attendance'),
                lazy: {
                  Component: async () =>
                    (await import('../features/attendance/pages/TimeAttendancePage')).TimeAttendancePage,
                },
              },
              {
                path: 'payroll',
                handle: named('Payroll'),
                lazy: {
                  Component: async () =>
                    (await import('../features/attendance/pages/PayrollPage')).PayrollPage,
                },
              },
              {
                path: 'devices',
                handle: named('Devices'),
                lazy: {
                  Component: async () =>
                    (await import('../features/attendance/pages/DevicesPage')).DevicesPage,
                },
              },
              {
                path: 'contributions/list',
                handle: named('Loan & Contributions'),
                lazy: {
                  Component: async () =>
                    (await import('../features/contributions/pages/ContributionListPage'))
                      .ContributionListPage,
                },
              },
              {
                path: 'contributions/form',
                handle: named('Loan & Contributions Form'),
                lazy: {
                  Component: async () =>
                    (await import('../features/contributions/pages/ContributionFormPage'))
                      .ContributionFormPage,
                },
              },
              {
                path: 'contributions/details/:id?/:employee_id?',
                handle: named('Contribution Details'),
                lazy: {
                  Component: async () =>
                    (await import('../features/contributions/pages/ContributionDetailsPage'))
                      .ContributionDetailsPage,
                },
              },
              {
                path: 'responsibilityform',
                handle: named('Responsibility Form'),
                lazy: {
                  Component: async () =>
                    (await import('../features/responsibility/pages/ResponsibilityListPage'))
                      .ResponsibilityListPage,
                },
              },
              {
                path: 'addresponsibilityform',
                handle: named('Add Responsibility Form'),
                lazy: {
                  Component: async () =>
                    (await import('../features/responsibility/pages/ResponsibilityFormPages'))
                      .AddResponsibilityPage,
                },
              },
              { path: 'editresponsibilityform', loader: () => redirect('/hr/responsibilityform') },
              {
                path: 'editresponsibilityform/:id',
                handle: named('Edit Responsibility Form'),
                lazy: {
                  Component: async () =>
                    (await import('../features/responsibility/pages/ResponsibilityFormPages'))
                      .EditResponsibilityPage,
                },
              },
              {
                path: 'viewresponsibility/:id?',
                handle: named('View Responsibility'),
                lazy: {
                  Component: async () =>
                    (await import('../features/responsibility/pages/ViewResponsibilityPage'))
                      .ViewResponsibilityPage,
                },
              },
              {
                path: 'wfh/responsibility',
                handle: named('Work From Home Responsibility'),
                lazy: {
                  Component: async () =>
                    (await import('../features/responsibility/pages/WfhListPage')).WfhListPage,
                },
              },
              {
                path: 'view/wfh/responsibility/:id?',
                handle: named('Work From Home Addendum'),
                lazy: {
                  Component: async () =>
                    (await import('../features/responsibility/pages/ViewWfhPage')).ViewWfhPage,
                },
              },
              {
                path: 'contractsmemo',
                handle: named('Contracts & Memos'),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/ContractsMemoPage')).ContractsMemoPage,
                },
              },
              {
                path: 'contracts/assign/:id?',
                handle: named('Employee Contract'),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/EmployeeDocumentsPage')).EmployeeContractPage,
                },
              },
              {
                path: 'memos/assign/:id?',
                handle: named('Employee Memo'),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/EmployeeDocumentsPage')).EmployeeMemoPage,
                },
              },
              {
                path: 'contracts/assign-all',
                handle: named('Assign Contract to All'),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/AssignPage')).AssignContractAllPage,
                },
              },
              {
                path: 'memos/assign-all',
                handle: named('Assign Memo to All'),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/AssignPage')).AssignMemoAllPage,
                },
              },
              // The legacy's seven accounts, each at its own path (memos/assign-cd-hw, ...).
              ...LEGACY_GROUPS.map((group) => ({
                path: `memos/assign-${group.screen}`,
                handle: named(`Assign Memo to ${group.name}`),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/AssignPage')).legacyAssignPage(group.screen),
                },
              })),
              {
                path: 'memos/assign/sub/:id?',
                handle: named('Assign Memo'),
                lazy: {
                  Component: async () =>
                    (await import('../features/documents/pages/AssignPage')).AssignMemoSubPage,
                },
              },
              {
                path: 'calendar',
                handle: named('Calendar'),
                lazy: {
                  Component: async () =>
                    (await import('../features/calendar/pages/CalendarPage')).CalendarPage,
                },
              },
              {
                path: 'holidays',
                handle: named('Calendar Event'),
                lazy: {
                  Component: async () =>
                    (await import('../features/calendar/pages/CalendarEventsPage')).CalendarEventsPage,
                },
              },
              {
                path: 'addcalendarevent',
                handle: named('Add Calendar Event'),
                lazy: {
                  Component: async () =>
                    (await import('../features/calendar/pages/AddEventsPage')).AddEventsPage,
                },
              },
              {
                path: 'department',
                handle: named('Departments'),
                lazy: {
                  Component: async () =>
                    (await import('../features/organisation/pages/DepartmentsPage')).DepartmentsPage,
                },
              },
              {
                path: 'subdepartment',
                handle: named('Sub-departments'),
                lazy: {
                  Component: async () =>
                    (await import('../features/organisation/pages/SubDepartmentsPage')).SubDepartmentsPage,
                },
              },
              {
                path: 'position',
                handle: named('Designations'),
                lazy: {
                  Component: async () =>
                    (await import('../features/organisation/pages/DesignationsPage')).DesignationsPage,
                },
              },
              {
                path: 'auditlog',
                handle: named('Audit Log'),
                lazy: {
                  Component: async () => (await import('../features/audit/pages/AuditLogPage')).AuditLogPage,
                },
              },
              {
                path: 'users',
                handle: named('Users'),
                lazy: {
                  Component: async () => (await import('../features/accounts/pages/UsersPage')).UsersPage,
                },
              },
              {
                path: 'accountuser',
                handle: named('Create Account'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/CreateAccountPage')).CreateAccountPage,
                },
              },
              {
                path: 'groupaccess',
                handle: named('Staff Level'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/StaffLevelPage')).StaffLevelPage,
                },
              },
              {
                path: 'supervisoraccess',
                handle: named('Supervisory Level'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/SupervisoryLevelPage')).SupervisoryLevelPage,
                },
              },
              {
                path: 'assistantmanager',
                handle: named('Managerial Level'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/ManagerialLevelPage')).ManagerialLevelPage,
                },
              },
              {
                id: 'users-roles',
                path: 'usersroles',
                handle: named('User Roles'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/UserRolesPage')).UserRolesPage,
                },
              },
              {
                path: 'createroles',
                handle: named('Create Role'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/CreateRolePage')).CreateRolePage,
                },
              },
              {
                path: 'settings',
                handle: named('Change Password'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/ChangePasswordPage')).ChangePasswordPage,
                },
              },
              {
                path: 'security',
                handle: named('Security'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/SecurityPage')).SecurityPage,
                },
              },
              {
                path: 'notificationconfig',
                handle: named('Notification Config'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/NotificationConfigPage'))
                      .NotificationConfigPage,
                },
              },
              {
                path: 'mailoutbox',
                handle: named('Mail Outbox'),
                lazy: {
                  Component: async () =>
                    (await import('../features/accounts/pages/MailOutboxPage')).MailOutboxPage,
                },
              },
              { path: '*', handle: named('Page Not Found'), Component: NotFoundPage },
            ],
          },
        ],
      },
      { path: '*', handle: named('Page Not Found'), Component: NotFoundPage },
    ],
  },
]);
