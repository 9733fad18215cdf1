// Every table, for drizzle-kit and for typed queries. Each module keeps its own tables.

export * from '../modules/accounts/accounts.tables';
export * from '../modules/attendance/attendance.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/calendar/calendar.tables';
export * from '../modules/contributions/contributions.tables';
export * from '../modules/discipline/discipline.tables';
export * from '../modules/documents/documents.tables';
export * from '../modules/employees/employees.tables';
export * from '../modules/imports/imports.tables';
export * from '../modules/leave/leave.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/organisation/organisation.tables';
export * from '../modules/profile-requests/profile-requests.tables';
export * from '../modules/responsibility/responsibility.tables';
export * from '../modules/schedule/schedule.tables';
export * from '../plugins/audit.tables';
export * from '../plugins/files/files.tables';
export * from '../plugins/mail.tables';
