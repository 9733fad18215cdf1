/** A small seeded generator (mulberry32), so demo and benchmark data are the same on every machine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  /** A YYYY-MM-DD between two dates (inclusive). */
  const date = (from: string, to: string) => {
    const a0 = Date.parse(`${from}T00:00:00Z`);
    const b0 = Date.parse(`${to}T00:00:00Z`);
    return new Date(a0 + Math.floor(next() * ((b0 - a0) / 86_400_000 + 1)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  };
  return { next, int, pick, digits, date, chance: (p: number) => next() < p };
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function addMonths(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}
