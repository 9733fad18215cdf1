import { describe, expect, it } from 'vitest';
import { departmentBody, positionBody, subDepartmentBody } from './organisation';

describe('organisation bodies', () => {
  it('trims names and defaults an absent description or functionality to empty', () => {
    expect(departmentBody.parse({ department_name: '  IT  ' })).toEqual({
      department_name: 'IT',
      functionality: '',
    });
    expect(subDepartmentBody.parse({ sub_department_name: 'VA-US', description: null })).toEqual({
      sub_department_name: 'VA-US',
      description: '',
    });
  });

  it('requires a name with the message the form shows', () => {
    const r = departmentBody.safeParse({ department_name: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('The department name field is required.');
  });

  it('takes the department of a designation as a number or a select string', () => {
    expect(positionBody.parse({ position_name: 'Trainer', department_id: '4' }).department_id).toBe(4);
    for (const bad of ['', '0', 'x', -1, 1.5]) {
      const r = positionBody.safeParse({ position_name: 'Trainer', department_id: bad });
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please select a department.');
    }
  });
});
