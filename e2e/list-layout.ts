import { expect, type Page } from '@playwright/test';

/**
 * Every column of a list is in view at the page's width, or the list scrolls sideways with a visible
 * scrollbar. With `fit`, the list must not need to scroll at all (the lists fit from 1280 px up).
 */
export async function expectAllColumnsReachable(page: Page, { fit = false } = {}): Promise<void> {
  await expect(page.getByRole('table').first()).toBeVisible();
  const scroll = page.getByTestId('data-list-scroll').first();
  // a screen whose table is not a DataList (Leave Credit Config: a short fixed table) has nothing to scroll
  if ((await scroll.count()) === 0) return;
  const layout = await scroll.evaluate((box: HTMLElement) => {
    const rect = box.getBoundingClientRect();
    const headers = Array.from(box.querySelectorAll('thead th'), (th) => th.getBoundingClientRect());
    return {
      scrollable: box.scrollWidth > box.clientWidth + 1,
      scrollbarHeight: box.offsetHeight - box.clientHeight,
      hidden: headers.filter((h) => h.left < rect.left - 1 || h.right > rect.right + 1).length,
      overlapping: headers.some((h, i) => headers.slice(i + 1).some((o) => o.left < h.right - 1)),
    };
  });
  if (fit) expect(layout.scrollable, 'every column fits at this width, without scrolling').toBe(false);
  if (layout.scrollable) {
    expect(layout.scrollbarHeight, 'a wide list shows its sideways scrollbar').toBeGreaterThan(0);
  } else {
    expect(layout.hidden, 'every column in view').toBe(0);
    expect(layout.overlapping, 'no column covers another').toBe(false);
  }
}

/** Boxes that scroll sideways by design (docs/web.md: the month grid's days). */
const MAY_SCROLL = ['.attendance-grid-scroll'];

/** What scrolls sideways on the screen: the page, `main`, or a scroll box inside it. */
export async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate((mayScroll) => {
    const found: string[] = [];
    const wider = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const page = document.scrollingElement as Element;
    if (wider(page)) found.push(`the page (${page.scrollWidth} px in ${page.clientWidth})`);
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    if (wider(main)) found.push(`main (${main.scrollWidth} px in ${main.clientWidth})`);
    for (const el of Array.from(main.querySelectorAll('*'))) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (!wider(el) || mayScroll.some((selector) => el.closest(selector))) continue;
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('data-testid') ??
        `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
      found.push(`${name} (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    return found;
  }, MAY_SCROLL);
}
