import type { SHIFT_TIMES, ShiftGroup } from '@hris/domain/shifts';
// The demo company's organisation: a BPO with client accounts as sub-departments.
export const DEPARTMENTS: { name: string; functionality: string; positions: string[] }[] = [
  {
    name: 'Operations',
    functionality: 'Runs the client accounts: contact center, virtual assistance and collections',
    positions: [
      'Customer Service Representative',
      'Virtual Assistant',
      'Collections Agent',
      'Team Leader',
      'Operations Supervisor',
      'Operations Manager',
    ],
  },
  {
    name: 'Human Resources',
    functionality: 'Recruitment, employee records, benefits, leave and employee relations',
    positions: ['HR Assistant', 'HR Generalist', 'Recruitment Specialist', 'HR Manager'],
  },
  {
    name: 'Finance',
    functionality: 'Payroll, billing, government contributions and accounting',
    positions: ['Payroll Specialist', 'Accountant', 'Finance Manager'],
  },
  {
    name: 'IT',
    functionality: 'Workstations, network, telephony and internal systems',
    positions: ['IT Support Specialist', 'Network Administrator', 'Software Developer'],
  },
  {
    name: 'Admin',
    functionality: 'Office administration, facilities, purchasing and company property',
    positions: ['Admin Assistant', 'Facilities Coordinator', 'Office Manager'],
  },
  {
    name: 'Quality Assurance',
    functionality: 'Call and ticket audits, calibration and coaching support',
    positions: ['Quality Analyst', 'QA Team Lead'],
  },
  {
    name: 'Training',
    functionality: 'New-hire training, product training and upskilling',
    positions: ['Trainer', 'Training Manager'],
  },
  {
    name: 'Workforce Management',
    functionality: 'Forecasting, scheduling and real-time adherence',
    positions: ['Workforce Analyst', 'Real-Time Analyst'],
  },
  {
    name: 'Business Development',
    functionality: 'New clients, account growth and proposals',
    positions: ['Business Development Manager', 'Sales Associate'],
  },
];

export const SUB_DEPARTMENTS: { name: string; description: string; zone: string }[] = [
  {
    name: 'CD-HW',
    description: 'Customer development account HW (US home warranty)',
    zone: 'America/New_York',
  },
  {
    name: 'CD-PQ',
    description: 'Customer development account PQ (US retail support)',
    zone: 'America/Chicago',
  },
  { name: 'Mantra', description: 'Mantra account: chat and e-mail support', zone: 'America/Los_Angeles' },
  {
    name: 'VA-NZ-AU',
    description: 'Virtual assistants for New Zealand and Australian clients',
    zone: 'Australia/Sydney',
  },
  { name: 'VA-US', description: 'Virtual assistants for US clients', zone: 'America/New_York' },
  {
    name: 'Collections',
    description: 'Accounts receivable and collections campaigns',
    zone: 'America/Chicago',
  },
  { name: 'Admin', description: 'Support functions based in the Manila office', zone: 'Asia/Manila' },
];

/** The shift times (docs/rules.md#work-shifts) the demo company works most (a typed subset of the domain's list). */
export const SHIFTS: { [G in ShiftGroup]: (typeof SHIFT_TIMES)[G][number][] } = {
  'Day-Shift': ['6AM-3PM', '7AM-4PM', '8AM-5PM', '9AM-6PM'],
  'Mid-Shift': ['1AM-10AM', '2AM-11AM', '3AM-12NN'],
  'Night-Shift': ['9PM-6AM', '10PM-7AM', '8PM-5AM', '7PM-4AM'],
};
