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
