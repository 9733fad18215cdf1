import { passwordProblem, registerBody } from '@hris/domain/accounts';

/** The Create Account form as its inputs hold it ('' and null for empty; sub-department ids as text). */
export type AccountValues = {
  employee_id: number | null;
  name: string;
  email: string;
  role_id: number | null;
  belongs_to: number | null;
  subordinates: string[];
  password: string;
};

export const EMPTY_ACCOUNT: AccountValues = {
  employee_id: null,
  name: '',
  email: '',
  role_id: null,
  belongs_to: null,
  subordinates: [],
  password: '',
};

/** The contract's register body, plus the password rules a browser can check (when one is given). */
export const accountSchema = registerBody.superRefine((values, ctx) => {
  const problem = values.password ? passwordProblem(values.password, values.name) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});
