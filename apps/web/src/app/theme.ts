import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The app's look, tuned so that every text meets WCAG 2.1 AA contrast (4.5:1) on the light scheme,
 * everywhere at once (axe-core checks it in the e2e suite):
 * - the primary shade is 8 (white on blue.8 is 5.0:1; Mantine's default shade 6 gives 3.6:1), which also
 *   colours links;
 * - filled buttons, badges and icons of any colour pick black or white text by luminance (`autoContrast`,
 *   threshold where both give the same contrast), so yellow or teal stays readable;
 * - dimmed text is #5c636a (5.5:1 on gray.1) instead of gray.6 (3.3:1), error text red.9;
 * - the text of "light" and "subtle" variants (badges, avatars, light and subtle buttons, the menu's
 *   current item) is its colour's shade 9 darkened until it reads at 4.5:1 on its own tint and on the
 *   darker tint it takes under the pointer (teal, orange and yellow badges fell to 1.8-4.3:1, the hovered
 *   current menu item to 4.0:1).
 * - a filled button under the pointer keeps its text readable: it takes the next shade away from its text
 *   colour (lighter under black text, darker under white), so a teal or cyan button hovered no longer
 *   reads at 3.8-4.2:1; a "white" button's text is its colour's light-variant text (red.8 read at 4.4:1
 *   on its hover grey, teal.8 at 3.9:1 on white).
 * A loader is a status (`role="status"`): its name ("Loading") is allowed there and says what goes on.
 * A select's options scroll in the list box itself, not in a scroll area inside it: a combobox's list may
 * scroll without a tab stop of its own, a scroll area in it may not (axe: scrollable-region-focusable).
 */
const FILLED_SHADE = 8;
const LUMINANCE_THRESHOLD = 0.18;

/** Mantine's variant colours, but a "white" button's text reads at 4.5:1 on white and on its hover grey. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'white') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor
    ? { ...colors, color: `var(--mantine-color-${parsed.color}-light-color)` }
    : colors;
};

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
  autoContrast: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // badges in sentence case ("Probationary", not "PROBATIONARY"): easier to read, and narrower in lists
    Badge: { defaultProps: { tt: 'none' } },
    // every loader, also one inside a loading button; the screens name theirs "Loading"
    Loader: { defaultProps: { role: 'status' } },
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: 220, overflowY: 'auto' } },
    },
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

/**
 * The filled colour under the pointer: the nearest shade further from the text `autoContrast` puts on the
 * filled colour (black above the luminance threshold, white below) where that text still reads at 4.5:1.
 */
function filledHover(shades: MantineColorsTuple): string {
  const filled = shades[FILLED_SHADE] ?? shades[6];
  const text = luminance(filled) > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
  const step = text === '#000000' ? -1 : 1;
  for (let shade = FILLED_SHADE + step; shade >= 0 && shade <= 9; shade += step) {
    const candidate = shades[shade];
    if (candidate && contrast(text, candidate) >= AA) return candidate;
  }
  return filled;
}

/**
 * Per palette colour: the light-variant text, made readable on its tint (shade 1, and shade 2 where the
 * pointer is: `--mantine-color-*-light-hover`) and on the page; the filled variant under the pointer.
 */
function variantColors(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    out[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [
      shades[2],
      shades[1],
      shades[0],
      '#ffffff',
    ]);
    out[`--mantine-color-${name}-filled-hover`] = filledHover(shades);
  }
  return out;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...variantColors({ ...DEFAULT_THEME.colors, ...resolved.colors }),
  },
  dark: {},
});
