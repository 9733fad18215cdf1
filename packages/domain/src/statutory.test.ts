import { describe, expect, it } from 'vitest';
import { explainShares, inForce, salaryCredit, statutoryShares, TABLES_2025 } from './statutory';

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

describe('how each share was computed (explainShares, 2025 tables)', () => {
  it('names the salary credit, the premium base, the Pag-IBIG base and the tax bracket', () => {
    expect(explainShares(25000, TABLES_2025)).toEqual({
      sss_cont: 'Monthly salary credit ₱25,000.00 × 5% = ₱1,250.00',
      phic_cont: '5% of ₱25,000.00 (within ₱10,000.00–₱100,000.00), half = ₱625.00',
      hdmf_pagibig_cont: '2% of ₱10,000.00 (capped) = ₱200.00',
      withholding_tax:
        'Taxable ₱22,925.00 (basic salary less SSS, PhilHealth and Pag-IBIG); bracket ₱20,833.00–₱33,333.00: ' +
        '₱0.00 + 15% of the excess over ₱20,833.00 = ₱313.80',
    });
  });

  it('says when a table end, a floor, a ceiling or a cap was used', () => {
    const low = explainShares(4000, TABLES_2025);
    expect(low.sss_cont).toBe('Monthly salary credit ₱5,000.00 (the lowest) × 5% = ₱250.00');
    expect(low.phic_cont).toBe('5% of ₱10,000.00 (the floor: pay below ₱10,000.00), half = ₱250.00');
    expect(low.hdmf_pagibig_cont).toBe('2% of ₱4,000.00 = ₱80.00');
    expect(low.withholding_tax).toBe(
      'Taxable ₱3,420.00 (basic salary less SSS, PhilHealth and Pag-IBIG) is not over ₱20,833.00: no tax',
    );
    const high = explainShares(150000, TABLES_2025);
    expect(high.sss_cont).toBe('Monthly salary credit ₱35,000.00 (the highest) × 5% = ₱1,750.00');
    expect(high.phic_cont).toBe('5% of ₱100,000.00 (the ceiling: pay above ₱100,000.00), half = ₱2,500.00');
    expect(high.withholding_tax).toBe(
      'Taxable ₱145,550.00 (basic salary less SSS, PhilHealth and Pag-IBIG); bracket ₱66,667.00–₱166,667.00: ' +
        '₱8,541.80 + 25% of the excess over ₱66,667.00 = ₱28,262.55',
    );
    expect(explainShares(60000, TABLES_2025).phic_cont).toBe(
      '5% of ₱60,000.00 (within ₱10,000.00–₱100,000.00), half = ₱1,500.00',
    );
    expect(explainShares(900000, TABLES_2025).withholding_tax).toMatch(
      /; bracket ₱666,667\.00 and over: ₱183,541\.80 \+ 35% of the excess over ₱666,667\.00 = ₱/,
    );
    expect(explainShares(0, TABLES_2025).sss_cont).toBe('No basic salary: nothing is due.');
  });

  it('ends every explanation on the share statutoryShares gives, at every edge of the table above', () => {
    for (const [basic] of TABLE) {
      if (basic === 0) continue;
      const shares = statutoryShares(basic, TABLES_2025);
      const words = explainShares(basic, TABLES_2025);
      for (const key of ['sss_cont', 'phic_cont', 'hdmf_pagibig_cont'] as const)
        expect(
          words[key].endsWith(
            `= ₱${Number(shares[key]).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
          ),
        ).toBe(true);
      if (shares.withholding_tax !== '0.00')
        expect(words.withholding_tax).toContain(
          `= ₱${Number(shares.withholding_tax).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        );
      else expect(words.withholding_tax).toMatch(/: no tax$/);
    }
  });

  it('reads a rate of a new table as it is (5.5%)', () => {
    const sss = { ...TABLES_2025.sss, employee_rate: 0.055 };
    expect(explainShares(25000, { ...TABLES_2025, sss }).sss_cont).toBe(
      'Monthly salary credit ₱25,000.00 × 5.5% = ₱1,375.00',
    );
  });
});
