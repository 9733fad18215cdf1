import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * The app's look, tuned so that every text meets WCAG 2.1 AA contrast (4.5:1) on the light scheme,
 * everywhere at once (axe-core checks it in the e2e suite):
 * - the primary shade is 8 (white on blue.8 is 5.0:1; Mantine's default shade 6 gives 3.6:1), which also
 *   colours links;
 * - filled buttons, badges and icons of any colour pick black or white text by luminance (`autoContrast`,
 *   threshold where both give the same contrast), so yellow or teal stays readable;
 * - dimmed text is #5c636a (5.5:1 on gray.1) instead of gray.6 (3.3:1), error text red.9;
 * - the text of "light" variants (badges, avatars, light buttons) is its colour's shade 9 darkened until it
 *   reads at 4.5:1 on its own tint (teal, orange and yellow badges fell to 1.8-4.3:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // badges in sentence case ("Probationary", not "PROBATIONARY"): easier to read, and narrower in lists
    Badge: { defaultProps: { tt: 'none' } },
  },
});

const AA = 4.5;
const DIMMED = '#5c636a';

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `color`, darkened step by step until it reads at 4.5:1 on every one of `backgrounds`. */
function readableOn(color: string, backgrounds: string[]): string {
  let result = color;
  for (let step = 0; step < 10 && backgrounds.some((bg) => contrast(result, bg) < AA); step += 1) {
    result = darken(result, 0.1);
  }
  return result;
}

/** The light-variant text of every palette colour, made readable on its tint and on the page. */
function lightVariantColors(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    out[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[0], '#ffffff']);
  }
  return out;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantColors({ ...DEFAULT_THEME.colors, ...resolved.colors }),
  },
  dark: {},
});
