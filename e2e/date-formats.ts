import type { Page } from '@playwright/test';

// One date format on every screen (docs/rules.md#lists-and-limits): MMM DD YYYY ("Nov 23 2026"), and a moment as
// "Nov 23 2026, 3:05 PM". The wire's YYYY-MM-DD never shows, nor 11/23/2026, "Nov 23, 2026",
// "November 23 2026", a day without its zero ("Nov 3 2026") or an hour with one ("03:05 PM").

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const OTHER_FORMATS: [string, RegExp][] = [
  ['YYYY-MM-DD', /\b\d{4}-\d{2}-\d{2}\b/],
  ['MM/DD/YYYY', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/],
  ['MMM D, YYYY', new RegExp(`\\b${MONTH}[a-z]*\\.? \\d{1,2}, \\d{4}\\b`)],
  ['MMM D YYYY', new RegExp(`\\b${MONTH} \\d \\d{4}\\b`)],
  // A month written out with a day and a year ("November 23 2026"); "lapse on January 1", a day of
  // every year, is prose.
  [
    'MMMM D YYYY',
    /\b(?:January|February|March|April|June|July|August|September|October|November|December) \d{1,2},? \d{4}\b/,
  ],
  // an hour with its zero; not a moment's minutes and seconds ("9:05:36 PM")
  ['hh:mm A', /(?<![\d:])0\d:\d{2} ?[AP]M\b/],
];

/** Each date on the page's main content written another way, with the text around it. */
export async function otherDates(page: Page, where = 'main'): Promise<string[]> {
  const text = await page.locator(where).first().innerText();
  const found: string[] = [];
  for (const [name, pattern] of OTHER_FORMATS) {
    const all = new RegExp(pattern.source, 'g');
    for (const m of text.matchAll(all)) {
      const at = m.index ?? 0;
      found.push(
        `${name}: "${text.slice(Math.max(0, at - 30), at + m[0].length + 10).replace(/\s+/g, ' ')}"`,
      );
    }
  }
  return found;
}
