import type { DependentItem, SeniorItem } from '@hris/domain/dependents';
import { isInactiveStatus } from '@hris/domain/employee';
import { DOCUMENT_KEYS, type DocumentStatus, type RequirementDocument } from '@hris/domain/requirements';
import { SHIFT_GROUPS } from '@hris/domain/shifts';
import type { employeeExperience, employees } from '../../modules/employees/employees.tables';
import { birthWindow, hiringWindow } from './hiring';
import { BARANGAYS, CITIES, EMPLOYERS, FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, STREETS } from './names';
import { SHIFTS } from './organisation';
import { addDays, addMonths, type rng } from './random';

type Rng = ReturnType<typeof rng>;
export type EmployeeRow = typeof employees.$inferInsert;
export type ExperienceRow = Omit<typeof employeeExperience.$inferInsert, 'employee_id'>;
export type SeededEmployee = {
  employee: EmployeeRow;
  experience: ExperienceRow[];
  requirements: Record<RequirementDocument, DocumentStatus>;
  dependents: DependentItem[];
  seniors: SeniorItem[];
};

export type Placement = {
  positionId: number;
  positionName: string;
  subDepartmentId: number | null;
  timezoneId: number;
};

const SALARY: [RegExp, number, number][] = [
  [/Manager/, 60000, 110000],
  [/Supervisor|Team Lead|Team Leader|Trainer|Developer|Administrator|Accountant/, 30000, 55000],
  [/Specialist|Analyst|Generalist|Coordinator/, 22000, 35000],
  [/./, 16000, 26000],
];

/** Roles in the approval chain follow the designation. */
function roleOf(position: string): number {
  if (/^HR /.test(position)) return 5;
  if (/Manager/.test(position)) return 3;
  if (/Team Leader|Supervisor|Team Lead/.test(position)) return 2;
  return 1;
}

// FIRST_NAMES alternates men's and women's names.
const MALE_NAMES = FIRST_NAMES.filter((_, i) => i % 2 === 0);
const FEMALE_NAMES = FIRST_NAMES.filter((_, i) => i % 2 === 1);
const WOMEN = new Set(['Mother', 'Wife', 'Sister', 'Daughter']);
const CONTACT_RELATIONS = ['Mother', 'Father', 'Wife', 'Husband', 'Sister', 'Brother'] as const;
/** Relationship and an age that fits it. */
const DEPENDENT_RELATIONS = [
  ['Daughter', 1, 22],
  ['Son', 1, 22],
  ['Wife', 21, 60],
  ['Husband', 21, 60],
  ['Mother', 45, 85],
  ['Father', 45, 85],
] as const;

/** An emergency contact whose name fits the relationship. */
function contactOf(r: Rng, last: string) {
  const relationship = r.pick(CONTACT_RELATIONS);
  const first = r.pick(WOMEN.has(relationship) ? FEMALE_NAMES : MALE_NAMES);
  return { contact_person: `${first} ${last}`.slice(0, 32), relationship };
}

/** A dependent whose name and age fit the relationship. */
function dependentOf(r: Rng, last: string) {
  const [relationship, lo, hi] = r.pick(DEPENDENT_RELATIONS);
  const first = r.pick(WOMEN.has(relationship) ? FEMALE_NAMES : MALE_NAMES);
  return { name: `${first} ${last}`.slice(0, 32), relationship, age: r.int(lo, hi) };
}

const address = (r: Rng) =>
  `${r.int(1, 999)} ${r.pick(STREETS)}, Brgy. ${r.pick(BARANGAYS)}, ${r.pick(CITIES)}`;
const mobile = (r: Rng) => `09${r.int(10, 99)}-${r.digits(7)}`;
const lettersOnly = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const earliest = (a: string, b: string) => (a < b ? a : b);

/**
 * One employee of the given status, hired on or before `today`, consistent in itself:
 * trainees have training dates, regulars a regularization date, the separated a resignation date,
 * and everyone was 18 or older when hired. `hire` draws the hiring date in the status's window (a
 * large seed's keeps each year within its 999 ids).
 */
export function makeEmployee(
  r: Rng,
  seq: number,
  status: string,
  place: Placement,
  today: string,
  since = '2018-01-08',
  hire: (from: string, to: string) => string = r.date,
): SeededEmployee {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const employment = hire(...hiringWindow(status, today, since));
  const [lo, hi] = (SALARY.find(([re]) => re.test(place.positionName)) ?? SALARY[3]!).slice(1) as [
    number,
    number,
  ];
  const allowance = r.chance(0.15) ? 0 : r.int(10, 50) * 100;
  const separated = isInactiveStatus(status);
  const regular = ['regular', 'promoted'].includes(status) || (separated && r.chance(0.5));
  const group = r.pick(SHIFT_GROUPS);
  const knownIds = status !== 'trainee' || r.chance(0.3);
  const suffix = r.chance(0.05) ? r.pick(['Jr', 'Sr', 'II', 'III']) : 'None';
  const employee: EmployeeRow = {
    emp_id: '', // assigned by the caller, in hiring order per year
    emp_no: String(10000 + seq),
    first_name: first,
    middle_name: r.pick(MIDDLE_NAMES),
    last_name: last,
    suffix,
    position_id: place.positionId,
    sub_department_id: place.subDepartmentId,
    civil_status: r.pick(['single', 'single', 'married', 'married', 'widowed', 'divorced']),
    birthdate: r.date(...birthWindow(employment, today, separated)),
    current_address: address(r),
    permanent_address: address(r),
    blueprint_address: 'Unit 1203, Tektite East Tower, Ortigas Center, Pasig City',
    contact: mobile(r),
    ...contactOf(r, last),
    emergency_no: mobile(r),
    email_address: `${lettersOnly(first)}.${lettersOnly(last)}${seq}@gmail.com`,
    employment_date: employment,
    date_signed: addDays(employment, -r.int(3, 10)),
    training_date: employment,
    training_start: employment,
    training_end: addDays(employment, 30),
    regularization_date: regular ? addMonths(employment, 6) : null,
    promoted_date: status === 'promoted' ? addMonths(employment, r.int(8, 30)) : null,
    // Within 30 years of hiring (so before 70), for those hired long ago.
    resignation_date: separated
      ? r.date(addDays(employment, 40), earliest(addDays(today, -1), addMonths(employment, 360)))
      : null,
    basic_salary: (Math.round(r.int(lo, hi) / 500) * 500).toFixed(2),
    monthly_allowance: allowance.toFixed(2),
    other_amount: allowance === 0 ? (r.int(5, 20) * 100).toFixed(2) : null,
    sss_no: knownIds ? `${r.digits(2)}-${r.digits(7)}-${r.digits(1)}` : null,
    hdmf_no: knownIds ? `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}` : null,
    mid_no: knownIds ? `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}` : null,
    tin_no: knownIds && r.chance(0.9) ? `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}` : null,
    phic_no: knownIds ? `${r.digits(2)}-${r.digits(9)}-${r.digits(1)}` : null,
    schedule: group,
    time: r.pick<string>(SHIFTS[group]),
    timezone_id: place.timezoneId,
    status,
    role_id: roleOf(place.positionName),
  };
  const experience: ExperienceRow[] = [];
  const jobs = r.int(0, 2);
  let end = addDays(employment, -r.int(15, 60));
  for (let i = 0; i < jobs; i++) {
    const start = addMonths(end, -r.int(6, 36));
    experience.push({
      employeer: r.pick(EMPLOYERS),
      company_address: r.pick(CITIES),
      job_title: r.pick([
        'Customer Service Representative',
        'Sales Associate',
        'Technical Support',
        'Cashier',
        'Admin Assistant',
      ]),
      start_date: start,
      end_date: end,
      previous_salary: (r.int(12, 28) * 1000).toFixed(2),
      reason_for_leaving: r.pick([
        'Career growth',
        'End of contract',
        'Relocation',
        'Better compensation',
        'Family reasons',
      ]),
    });
    end = addDays(start, -r.int(15, 90));
  }
  // Long-serving people handed in everything; the newest still owe a few documents.
  const owes = status === 'trainee' ? 0.5 : status === 'probationary' ? 0.2 : 0.03;
  const requirements = Object.fromEntries(
    DOCUMENT_KEYS.map((d) => [d, r.chance(owes) ? 'none' : 'submitted']),
  ) as SeededEmployee['requirements'];
  const dependents: DependentItem[] = [];
  const seniors: SeniorItem[] = [];
  if (r.chance(0.35)) {
    for (let i = r.int(1, 3); i > 0; i--) {
      dependents.push({
        ...dependentOf(r, last),
        phic_no: r.chance(0.6) ? `${r.digits(2)}-${r.digits(7)}-${r.digits(1)}` : null,
      });
    }
    if (r.chance(0.3)) {
      seniors.push({
        senior_citizen: `${r.pick(r.chance(0.5) ? FEMALE_NAMES : MALE_NAMES)} ${last}`.slice(0, 32),
        middle_initial: r.pick(MIDDLE_NAMES),
        senior_citizen_no: `${r.digits(2)}-${r.digits(7)}-${r.digits(1)}`,
      });
    }
  }
  return { employee, experience, requirements, dependents, seniors };
}
