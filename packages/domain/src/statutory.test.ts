import { describe, expect, it } from 'vitest';
import { inForce, salaryCredit, statutoryShares, TABLES_2025 } from './statutory';

/**
 * The shares of a basic salary at and around every bracket edge, floor and ceiling, worked by hand
 * from the 2025 tables: SSS 5% of the salary credit (₱5,000 to ₱35,000 in ₱500 steps, a pay on a half
 * step going up), PhilHealth half of 5% of the salary kept within ₱10,000 and ₱100,000, Pag-IBIG 2% of
 * at most ₱10,000, and TRAIN's monthly withholding tax on the salary less the three.
 */
const TABLE: [basic: number, sss: string, phic: string, hdmf: string, tax: string][] = [
  [0, '0.00', '0.00', '0.00', '0.00'],
  [4000, '250.00', '250.00', '80.00', '0.00'],
  [5249.99, '250.00', '250.00', '105.00', '0.00'],
  [5250, '275.00', '250.00', '105.00', '0.00'],
  [10000, '500.00', '250.00', '200.00', '0.00'],
  [20833, '1050.00', '520.83', '200.00', '0.00'],
  [25000, '1250.00', '625.00', '200.00', '313.80'],
  [33333, '1675.00', '833.33', '200.00', '1468.75'],
  [35000, '1750.00', '875.00', '200.00', '1701.30'],
  [100000, '1750.00', '2500.00', '200.00', '15762.55'],
  [150000, '1750.00', '2500.00', '200.00', '28262.55'],
];

describe('statutory shares (2025 tables)', () => {
  it.each(TABLE)('₱%s: SSS %s, PhilHealth %s, Pag-IBIG %s, tax %s', (basic, sss, phic, hdmf, tax) => {
    expect(statutoryShares(basic, TABLES_2025)).toEqual({
      sss_cont: sss,
      phic_cont: phic,
      hdmf_pagibig_cont: hdmf,
      withholding_tax: tax,
    });
  });

  it('puts a pay on the salary credit nearest it, half steps going up, within the table', () => {
    expect(salaryCredit(474_999, TABLES_2025.sss)).toBe(500_000);
    expect(salaryCredit(2_474_999, TABLES_2025.sss)).toBe(2_450_000);
    expect(salaryCredit(2_475_000, TABLES_2025.sss)).toBe(2_500_000);
    expect(salaryCredit(3_474_999, TABLES_2025.sss)).toBe(3_450_000);
    expect(salaryCredit(3_475_000, TABLES_2025.sss)).toBe(3_500_000);
    expect(salaryCredit(9_000_000, TABLES_2025.sss)).toBe(3_500_000);
  });

  it('reads the table in force on a date: a change effective next month leaves this month alone', () => {
    const next = { ...TABLES_2025.sss, effective_from: '2026-12-01', employee_rate: 0.055 };
    const rows = [TABLES_2025.sss, next];
    expect(inForce(rows, '2026-11-01')).toBe(TABLES_2025.sss);
    expect(inForce(rows, '2026-11-30')).toBe(TABLES_2025.sss);
    expect(inForce(rows, '2026-12-01')).toBe(next);
    expect(inForce(rows, '2024-12-31')).toBeNull();
    const november = statutoryShares(25000, { ...TABLES_2025, sss: inForce(rows, '2026-11-01')! });
    const december = statutoryShares(25000, { ...TABLES_2025, sss: inForce(rows, '2026-12-01')! });
    expect(november.sss_cont).toBe('1250.00');
    expect(december.sss_cont).toBe('1375.00');
  });
});
