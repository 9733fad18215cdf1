import type { CIVIL_STATUSES, EmployeeDetail, RELATIONSHIPS, SUFFIXES } from '@hris/domain/employee';
import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { formFields } from '../../../../components/form/form-fields';
import type { StatusFields } from '../StatusChangeFields';

/** One work experience row as the inputs hold it ('' when empty). */
export type ExperienceValues = {
  employeer: string;
  company_address: string;
  job_title: string;
  start_date: string;
  end_date: string;
  previous_salary: string;
  reason_for_leaving: string;
};

/**
 * The datasheet as the inputs hold it: text '' when empty, selects null, money as the wire's decimal
 * string. The New Employee form sends it through employeeBody, the HR edit through employeeUpdateBody
 * (which also reads the HR record fields at the end).
 */
export type DatasheetValues = StatusFields & {
  emp_id: string;
  emp_no: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: (typeof SUFFIXES)[number];
  birthdate: string;
  civil_status: (typeof CIVIL_STATUSES)[number] | null;
  current_address: string;
  permanent_address: string;
  contact: string;
  email_address: string;
  contact_person: string;
  relationship: (typeof RELATIONSHIPS)[number] | null;
  emergency_no: string;
  position_id: number | null;
  sub_department_id: number | null;
  blueprint_address: string;
  employment_date: string;
  date_signed: string;
  training_start: string;
  training_end: string;
  schedule: string;
  time: string;
  timezone_id: number | null;
  basic_salary: string;
  monthly_allowance: string;
  other_amount: string;
  sss_no: string;
  hdmf_no: string;
  mid_no: string;
  tin_no: string;
  phic_no: string;
  experience: ExperienceValues[];
  // HR record (edit only)
  belong: number | null;
  regularization_date: string;
  promoted_date: string;
  note: string;
};

/** Inputs bound to the datasheet form. */
export const F = formFields<DatasheetValues>();

export const EMPTY_EXPERIENCE: ExperienceValues = {
  employeer: '',
  company_address: '',
  job_title: '',
  start_date: '',
  end_date: '',
  previous_salary: '',
  reason_for_leaving: '',
};

export function emptyDatasheet(): DatasheetValues {
  return {
    emp_id: '',
    emp_no: '',
    first_name: '',
    middle_name: '',
    last_name: '',
    suffix: 'None',
    birthdate: '',
    civil_status: null,
    current_address: '',
    permanent_address: '',
    contact: '',
    email_address: '',
    contact_person: '',
    relationship: null,
    emergency_no: '',
    position_id: null,
    sub_department_id: null,
    blueprint_address: '',
    employment_date: '',
    date_signed: '',
    training_start: '',
    training_end: '',
    schedule: '',
    time: '',
    timezone_id: null,
    basic_salary: '',
    monthly_allowance: '',
    other_amount: '',
    sss_no: '',
    hdmf_no: '',
    mid_no: '',
    tin_no: '',
    phic_no: '',
    experience: [{ ...EMPTY_EXPERIENCE }],
    status: '',
    resignation_date: '',
    subtitute_id: null,
    belong: null,
    regularization_date: '',
    promoted_date: '',
    note: '',
  };
}

/** The edit form's values from GET api/updateemployeeinfo/get/{id}. */
export function datasheetFromDetail(detail: EmployeeDetail): DatasheetValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    emp_id: detail.emp_id,
    emp_no: text(detail.emp_no),
    first_name: detail.first_name,
    middle_name: text(detail.middle_name),
    last_name: detail.last_name,
    suffix: detail.suffix ?? 'None',
    birthdate: text(detail.birthdate),
    civil_status: detail.civil_status ?? null,
    current_address: text(detail.current_address),
    permanent_address: text(detail.permanent_address),
    contact: text(detail.contact),
    email_address: text(detail.email_address),
    contact_person: text(detail.contact_person),
    relationship: detail.relationship ?? null,
    emergency_no: text(detail.emergency_no),
    position_id: detail.position_id ?? null,
    sub_department_id: detail.sub_department_id ?? null,
    blueprint_address: text(detail.blueprint_address),
    employment_date: text(detail.employment_date),
    date_signed: text(detail.date_signed),
    training_start: text(detail.training_start),
    training_end: text(detail.training_end),
    schedule: text(detail.schedule),
    time: text(detail.time),
    timezone_id: detail.timezone_id ?? null,
    basic_salary: text(detail.basic_salary),
    monthly_allowance: text(detail.monthly_allowance),
    other_amount: text(detail.other_amount),
    sss_no: text(detail.sss_no),
    hdmf_no: text(detail.hdmf_no),
    mid_no: text(detail.mid_no),
    tin_no: text(detail.tin_no),
    phic_no: text(detail.phic_no),
    experience:
      detail.experience.length > 0
        ? detail.experience.map((row) => ({
            employeer: row.employeer,
            company_address: text(row.company_address),
            job_title: row.job_title,
            start_date: text(row.start_date),
            end_date: text(row.end_date),
            previous_salary: text(row.previous_salary),
            reason_for_leaving: text(row.reason_for_leaving),
          }))
        : [{ ...EMPTY_EXPERIENCE }],
    status: detail.status,
    resignation_date: text(detail.resignation_date),
    subtitute_id: null,
    belong: detail.belong ?? null,
    regularization_date: text(detail.regularization_date),
    promoted_date: text(detail.promoted_date),
    note: text(detail.note),
  };
}

/** Active members an employee supervises (the edit record lists all of them, any status). */
export function activeMembers(detail: EmployeeDetail): number {
  return detail.subordinates.filter((member) =>
    (ACTIVE_STATUSES as readonly string[]).includes(member.status),
  ).length;
}

/** The "others" amount is asked for once basic salary or allowance is entered as 0. */
export function asksOtherAmount(basic: string, allowance: string): boolean {
  const isZero = (value: string) => value !== '' && Number(value) === 0;
  return isZero(basic) || isZero(allowance);
}
