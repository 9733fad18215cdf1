import { isInactiveStatus } from '@hris/domain/employee';
import { addDays, addMonths, type rng } from './random';

type Rng = ReturnType<typeof rng>;

/** Employee ids are `####-###`: at most 999 hires a year. */
export const HIRES_PER_YEAR = 999;
/** Someone still with the company was hired at most this many years ago (at 18 or older: at most 58 now). */
export const ACTIVE_YEARS = 40;
/** The share of each year's ids a large seed plans to use, so that a second seed still finds room. */
const PLANNED_SHARE = 0.9;

/**
 * The dates a status allows someone to have been hired on: new hires in the last months, regulars at
 * least seven months ago, the separated early enough to have stayed 40 days, and nobody still with
 * the company more than ACTIVE_YEARS ago.
 */
export function hiringWindow(status: string, today: string, since: string): [string, string] {
  const activeSince = addMonths(today, -12 * ACTIVE_YEARS);
  const from =
    status === 'trainee'
      ? addMonths(today, -2)
      : status === 'probationary'
        ? addMonths(today, -5)
        : isInactiveStatus(status) || since > activeSince
          ? since
          : activeSince;
  // The separated left 40 days or more after joining, and before today.
  const to =
    status === 'regular' || status === 'promoted'
      ? addMonths(today, -7)
      : addDays(today, isInactiveStatus(status) ? -41 : -7);
  return [from, to];
}

/**
 * A birthdate that fits the hiring date: hired at 18 to 40, and, for someone still with the company,
 * 60 at most today.
 */
export function birthWindow(employment: string, today: string, separated: boolean): [string, string] {
  const to = addMonths(employment, -12 * 18);
  const earliest = addMonths(employment, -12 * 40);
  const retired = addMonths(today, -12 * 60);
  return [separated || retired > to || retired < earliest ? earliest : retired, to];
}

/** The first hiring year a seed of `count` employees needs: back from 2010 as far as 999 ids a year require. */
export function firstHiringYear(count: number, today: string): number {
  const years = Math.ceil(count / (HIRES_PER_YEAR * PLANNED_SHARE));
  return Math.min(2010, Number(today.slice(0, 4)) - years);
}

/**
 * Hiring dates for a large seed that keep every year within its 999 ids, counting those a year
 * already holds (`taken`: the highest number used per year). A date is drawn in the status's window;
 * when its year is full another year of the window with room is drawn instead, and a status whose
 * window is full (new hires in a company of 50,000) becomes `resigned`, hired earlier. A small seed
 * never meets a full year, so its draws are those of a plain uniform date.
 */
export function hiringPlan(r: Rng, opts: { count: number; today: string; taken: Record<string, number> }) {
  const since = `${firstHiringYear(opts.count, opts.today)}-01-04`;
  const used: Record<string, number> = { ...opts.taken };
  const room = (year: number) => HIRES_PER_YEAR - (used[year] ?? 0);
  const years = (from: string, to: string) => {
    const out: number[] = [];
    for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) if (room(y) > 0) out.push(y);
    return out;
  };
  return {
    since,
    /** The status drawn, or `resigned` when no year of its window has an id left. */
    status(drawn: string): string {
      return years(...hiringWindow(drawn, opts.today, since)).length ? drawn : 'resigned';
    },
    /** A hiring date between `from` and `to` in a year with an id left; taken from that year. */
    hire(from: string, to: string): string {
      let day = r.date(from, to);
      if (room(Number(day.slice(0, 4))) <= 0) {
        const open = years(from, to);
        if (!open.length) throw new Error(`No employee ids left for hires from ${from} to ${to}.`);
        const y = open[r.int(0, open.length - 1)]!;
        day = r.date(`${y}-01-01` > from ? `${y}-01-01` : from, `${y}-12-31` < to ? `${y}-12-31` : to);
      }
      const y = day.slice(0, 4);
      used[y] = (used[y] ?? 0) + 1;
      return day;
    },
  };
}
