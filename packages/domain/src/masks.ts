/**
 * Input masks (docs/rules.md#datasheet), in the imask pattern syntax ("0" = a digit), and the matching
 * server-side patterns, so a value the form accepts is a value the API accepts.
 */
export const MASKS = {
  emp_id: '0000-000',
  contact: '0000-0000000',
  sss_no: '00-0000000-0',
  hdmf_no: '0000-0000-0000',
  mid_no: '0000-0000-0000',
  tin_no: '000-000-000[-000]',
  phic_no: '00-000000000-0',
} as const;

export const PATTERNS = {
  emp_id: /^\d{4}-\d{3}$/,
  contact: /^\d{4}-\d{7}$/,
  sss_no: /^\d{2}-\d{7}-\d$/,
  hdmf_no: /^\d{4}-\d{4}-\d{4}$/,
  mid_no: /^\d{4}-\d{4}-\d{4}$/,
  tin_no: /^\d{3}-\d{3}-\d{3}(-\d{3})?$/,
  phic_no: /^\d{2}-\d{9}-\d$/,
} as const;
