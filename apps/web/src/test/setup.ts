import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// the app's zod settings, as main.tsx loads them first
import '../lib/zod-config';

/*
 * What jsdom lacks and Mantine uses: media queries (color scheme, reduced motion), ResizeObserver (the
 * list's scroll box, Select's dropdown) and scrollIntoView (a combobox's option, the focus of a field in
 * error). None of them changes what a component does; they only let it run outside a browser.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView = () => {};

afterEach(() => cleanup());
// How long findBy and waitFor look for what a screen shows: a deadline, not a pause (they return as
// soon as it is there); the default second is short on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
