import { test as base } from '@playwright/test';

/**
 * Playwright's test with one difference: a page accepts the browser's "leave site?" question
 * (beforeunload), which the app asks while a form has unsaved changes, so that page.goto and reload go
 * on as a user who chose "Leave" would. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') void dialog.accept().catch(() => undefined);
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
