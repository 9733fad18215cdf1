/** `GET api/dashboardCounter` (§2): employees means active employees. */
export type DashboardCounts = {
  employees: number;
  regular: number;
  probationary: number;
  trainee: number;
  supervisor: number;
  resigned: number;
  awol: number;
  terminated: number;
};
export type Celebrant = {
  id: number;
  full_name: string;
  position_name: string;
  birthdate: string;
  day: number;
};
export type Anniversary = {
  id: number;
  full_name: string;
  position_name: string;
  employment_date: string;
  years: number;
};
