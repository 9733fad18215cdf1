import { describe, expect, it } from 'vitest';
import { PATTERNS } from './masks';

describe('government number and id patterns', () => {
  const cases: [keyof typeof PATTERNS, string[], string[]][] = [
    ['emp_id', ['2024-001', '0000-999'], ['2024-01', '24-0001', '2024001', '2024-0011']],
    ['contact', ['0917-1234567'], ['0917-123456', '09171234567', '917-1234567']],
    ['sss_no', ['34-1234567-8'], ['341234567-8', '34-123456-8', '34-1234567-89']],
    ['hdmf_no', ['1234-5678-9012'], ['1234-5678-901', '123456789012']],
    ['tin_no', ['123-456-789', '123-456-789-000'], ['123-456-78', '123-456-789-00', '1234-5678-9012']],
    ['phic_no', ['12-123456789-1'], ['12-12345678-1', '121234567891']],
  ];
  for (const [name, good, bad] of cases) {
    it(name, () => {
      for (const v of good) expect(PATTERNS[name].test(v), v).toBe(true);
      for (const v of bad) expect(PATTERNS[name].test(v), v).toBe(false);
    });
  }
});
