/** Colour maths for tinting illustrations: everything works on #rrggbb strings. */

type Rgb = [number, number, number];

const clampByte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Parses #rgb or #rrggbb (with or without #); anything else falls back to a neutral grey. */
export function parseHex(hex: string): Rgb {
  const raw = hex.trim().replace(/^#/, "");
  const full = /^[0-9a-f]{3}$/i.test(raw) ? raw.replace(/./g, (c) => c + c) : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) return [128, 132, 138];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((n) => clampByte(n).toString(16).padStart(2, "0")).join("")}`;
}

/** Normalises any accepted input to lower-case #rrggbb. */
export function normaliseHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Linear mix: amount 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * amount) as Rgb);
}

export const darken = (hex: string, amount: number) => mix(hex, "#000000", amount);
export const lighten = (hex: string, amount: number) => mix(hex, "#ffffff", amount);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The tones one paint colour needs: very dark paints get lifted highlights, very light ones deeper shadows. */
export interface PaintTones {
  base: string;
  highlight: string;
  shadow: string;
  deepShadow: string;
  line: string;
}

export function paintTones(hex: string): PaintTones {
  const base = normaliseHex(hex);
  const lum = luminance(base);
  const isDark = lum < 0.03;
  const isLight = lum > 0.6;
  return {
    base,
    highlight: lighten(base, isDark ? 0.28 : isLight ? 0.5 : 0.3),
    shadow: isDark ? lighten(base, 0.04) : darken(base, isLight ? 0.2 : 0.3),
    deepShadow: darken(base, isLight ? 0.35 : 0.5),
    line: isDark ? lighten(base, 0.3) : darken(base, isLight ? 0.35 : 0.45),
  };
}

/** A shade along the paint's range: 0 darkest, 0.5 the paint itself, 1 lightest (used for lit surfaces). */
export function paintAt(tones: PaintTones, t: number): string {
  const clamped = Math.max(0, Math.min(1, t));
  return clamped < 0.5
    ? mix(tones.deepShadow, tones.base, clamped * 2)
    : mix(tones.base, tones.highlight, (clamped - 0.5) * 2);
}
