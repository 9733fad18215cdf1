import { expect, type Page } from '@playwright/test';

/**
 * Every column of a list is in view at the page's width, or the list scrolls sideways with a visible
 * scrollbar (and the pinned Action column then covers nothing when scrolled to the end).
 */
export async function expectAllColumnsReachable(page: Page): Promise<void> {
  const scroll = page.getByTestId('data-list-scroll').first();
  await expect(scroll).toBeVisible();
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
  if (layout.scrollable) {
    expect(layout.scrollbarHeight, 'a wide list shows its sideways scrollbar').toBeGreaterThan(0);
  } else {
    expect(layout.hidden, 'every column in view').toBe(0);
    expect(layout.overlapping, 'no column covers another').toBe(false);
  }
}
