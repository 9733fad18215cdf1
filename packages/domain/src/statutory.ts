/**
 * The Philippine statutory shares of an employee's monthly pay, from effective-dated tables (the
 * database keeps the rows, seeded by migration; a new year's rates are rows, not code). All money is
 * handled in centavos (integers), so no peso is lost to floating point; replies are two-decimal strings.
 */

/** SSS: the contribution is `rate` of the monthly salary credit (MSC); the employee pays `employee_rate`. */
export type SssTable = {
  effective_from: string;
  /** Total rate and employee share, as fractions (0.15, 0.05). */
  rate: number;
  employee_rate: number;
  /** The MSC runs from `msc_min` to `msc_max` in steps of `msc_step` (pesos). */
  msc_min: number;
  msc_max: number;
  msc_step: number;
};

/** PhilHealth: `rate` of basic salary, kept between `floor` and `ceiling` (pesos), shared equally. */
export type PhilHealthTable = { effective_from: string; rate: number; floor: number; ceiling: number };

/** Pag-IBIG (HDMF): the employee's `employee_rate` of at most `cap` pesos of pay. */
export type PagIbigTable = { effective_from: string; employee_rate: number; cap: number };

/** One bracket of the monthly withholding tax: over `over` pesos, `base` plus `rate` of the excess. */
export type TaxBracket = { over: number; base: number; rate: number };
export type TaxTable = { effective_from: string; brackets: TaxBracket[] };

export type StatutoryTables = {
  sss: SssTable;
  philhealth: PhilHealthTable;
  pagibig: PagIbigTable;
  tax: TaxTable;
};

export type StatutoryShares = {
  sss_cont: string;
  phic_cont: string;
  hdmf_pagibig_cont: string;
  withholding_tax: string;
};

/** Pesos as centavos, rounded half away from zero (₱25,000.005 is 2,500,001 centavos). */
export const centavos = (pesos: number): number =>
  Math.round(pesos * 100 + Number.EPSILON * Math.sign(pesos));
/** Centavos as the wire's money: "1250.00". */
export const money = (cents: number): string => (cents / 100).toFixed(2);
/** A share of an amount in centavos, rounded to the centavo (half up). */
const share = (cents: number, rate: number): number => Math.round(cents * rate + 1e-9);

/**
 * The SSS monthly salary credit of a monthly pay: the step nearest the pay, a pay on a half step going
 * up (₱5,249.99 is ₱5,000; ₱5,250 is ₱5,500), between the table's minimum and maximum.
 */
export function salaryCredit(payCents: number, t: SssTable): number {
  const step = t.msc_step * 100;
  const credit = Math.floor((payCents + step / 2) / step) * step;
  return Math.min(t.msc_max * 100, Math.max(t.msc_min * 100, credit));
}

/**
 * The bracket a monthly taxable income (centavos) falls in, with where the next one starts (null: the
 * top bracket); null below the first bracket, where no tax is due.
 */
export function taxBracket(taxableCents: number, t: TaxTable): (TaxBracket & { upTo: number | null }) | null {
  const brackets = [...t.brackets].sort((a, b) => a.over - b.over);
  const at = brackets.findLastIndex((b) => taxableCents > b.over * 100);
  const found = brackets[at];
  return found ? { ...found, upTo: brackets[at + 1]?.over ?? null } : null;
}

/** The withholding tax of a monthly taxable income, in centavos (TRAIN's monthly table since 2023). */
export function withholdingTax(taxableCents: number, t: TaxTable): number {
  const bracket = taxBracket(taxableCents, t);
  if (!bracket) return 0;
  return Math.round(bracket.base * 100 + (taxableCents - bracket.over * 100) * bracket.rate + 1e-9);
}

/** Every step of the shares of one pay, in centavos: what the shares are, and what they are shown from. */
type Worked = {
  pay: number;
  credit: number;
  sss: number;
  premiumBase: number;
  phic: number;
  pagibigBase: number;
  hdmf: number;
  taxable: number;
  /** The tax bracket the taxable income falls in, with the next one's start (null: the top one). */
  bracket: ReturnType<typeof taxBracket>;
  tax: number;
};

function work(basicSalary: number, t: StatutoryTables): Worked {
  const pay = Math.max(0, centavos(basicSalary));
  const credit = salaryCredit(pay, t.sss);
  const sss = pay > 0 ? share(credit, t.sss.employee_rate) : 0;
  const premiumBase = Math.min(t.philhealth.ceiling * 100, Math.max(t.philhealth.floor * 100, pay));
  const phic = pay > 0 ? Math.round(share(premiumBase, t.philhealth.rate) / 2 + 1e-9) : 0;
  const pagibigBase = Math.min(pay, t.pagibig.cap * 100);
  const hdmf = share(pagibigBase, t.pagibig.employee_rate);
  const taxable = Math.max(0, pay - sss - phic - hdmf);
  const bracket = taxBracket(taxable, t.tax);
  return {
    pay,
    credit,
    sss,
    premiumBase,
    phic,
    pagibigBase,
    hdmf,
    taxable,
    bracket,
    tax: withholdingTax(taxable, t.tax),
  };
}

/**
 * The employee's monthly shares of a basic salary (pesos): SSS on the salary credit, PhilHealth half of
 * the premium on the salary kept between floor and ceiling, Pag-IBIG on at most the cap, and the
 * withholding tax on the basic salary less those three shares.
 */
export function statutoryShares(basicSalary: number, t: StatutoryTables): StatutoryShares {
  const w = work(basicSalary, t);
  return {
    sss_cont: money(w.sss),
    phic_cont: money(w.phic),
    hdmf_pagibig_cont: money(w.hdmf),
    withholding_tax: money(w.tax),
  };
}

/** How each share of `statutoryShares` was computed, in words, from the same steps. */
export type StatutoryExplanations = Record<keyof StatutoryShares, string>;

const pesoFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Centavos as the screens show money: "₱25,000.00". */
export const pesoText = (cents: number): string => `₱${pesoFormat.format(cents / 100)}`;
/** A fraction as a percentage: 0.05 is "5%", 0.045 is "4.5%". */
const percent = (rate: number): string => `${Number((rate * 100).toFixed(4))}%`;

/**
 * Each share of a basic salary explained as HR reads it under the figure: the salary credit and rate
 * of SSS, the premium base (within PhilHealth's floor and ceiling) and the half, Pag-IBIG's rate and
 * cap, and the tax bracket of the taxable income (the basic salary less the three shares).
 */
export function explainShares(basicSalary: number, t: StatutoryTables): StatutoryExplanations {
  const w = work(basicSalary, t);
  if (w.pay === 0) {
    const none = 'No basic salary: nothing is due.';
    return { sss_cont: none, phic_cont: none, hdmf_pagibig_cont: none, withholding_tax: none };
  }
  // the salary credit is the pay's nearest step, or the table's end when the pay is beyond it
  const creditWhy =
    w.credit === t.sss.msc_max * 100 && w.pay > w.credit
      ? ' (the highest)'
      : w.credit === t.sss.msc_min * 100 && w.pay < w.credit
        ? ' (the lowest)'
        : '';
  const floor = t.philhealth.floor * 100;
  const ceiling = t.philhealth.ceiling * 100;
  const premiumWhy =
    w.pay < floor
      ? `the floor: pay below ${pesoText(floor)}`
      : w.pay > ceiling
        ? `the ceiling: pay above ${pesoText(ceiling)}`
        : `within ${pesoText(floor)}–${pesoText(ceiling)}`;
  const b = w.bracket;
  const taxable = `Taxable ${pesoText(w.taxable)} (basic salary less SSS, PhilHealth and Pag-IBIG)`;
  return {
    sss_cont: `Monthly salary credit ${pesoText(w.credit)}${creditWhy} × ${percent(t.sss.employee_rate)} = ${pesoText(w.sss)}`,
    phic_cont: `${percent(t.philhealth.rate)} of ${pesoText(w.premiumBase)} (${premiumWhy}), half = ${pesoText(w.phic)}`,
    hdmf_pagibig_cont: `${percent(t.pagibig.employee_rate)} of ${pesoText(w.pagibigBase)}${
      w.pagibigBase < w.pay ? ' (capped)' : ''
    } = ${pesoText(w.hdmf)}`,
    withholding_tax: b
      ? `${taxable}; bracket ${pesoText(b.over * 100)}${b.upTo === null ? ' and over' : `–${pesoText(b.upTo * 100)}`}: ` +
        `${pesoText(centavos(b.base))} + ${percent(b.rate)} of the excess over ${pesoText(b.over * 100)} = ${pesoText(w.tax)}`
      : `${taxable} is not over ${pesoText(Math.min(...t.tax.brackets.map((x) => x.over)) * 100)}: no tax`,
  };
}

/** The tables in force since 2025 (the migration seeds the same rows); for tests and the demo. */
export const TABLES_2025: StatutoryTables = {
  sss: {
    effective_from: '2025-01-01',
    rate: 0.15,
    employee_rate: 0.05,
    msc_min: 5000,
    msc_max: 35000,
    msc_step: 500,
  },
  philhealth: { effective_from: '2025-01-01', rate: 0.05, floor: 10000, ceiling: 100000 },
  pagibig: { effective_from: '2024-02-01', employee_rate: 0.02, cap: 10000 },
  tax: {
    effective_from: '2023-01-01',
    brackets: [
      { over: 20833, base: 0, rate: 0.15 },
      { over: 33333, base: 1875, rate: 0.2 },
      { over: 66667, base: 8541.8, rate: 0.25 },
      { over: 166667, base: 33541.8, rate: 0.3 },
      { over: 666667, base: 183541.8, rate: 0.35 },
    ],
  },
};

/** The row of a table in force on `date` (YYYY-MM-DD): the latest that took effect on or before it. */
export function inForce<T extends { effective_from: string }>(rows: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const row of rows)
    if (row.effective_from <= date && (!found || row.effective_from > found.effective_from)) found = row;
  return found;
}
