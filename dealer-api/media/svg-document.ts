/** The SVG wrapper every generated picture shares: sizes, title, escaping, unique ids. */

export const imageSizes = { thumb: [320, 240], medium: [800, 600], original: [1600, 1200] } as const;
export type ImageSize = keyof typeof imageSizes;

export function isImageSize(value: string): value is ImageSize {
  return Object.hasOwn(imageSizes, value);
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`,
  );
}

/** FNV-1a, 32-bit: a small stable hash for seeds and id prefixes (not for security). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Gradient and clip ids must not collide when several pictures are inlined into one page. */
export type IdMaker = (name: string) => string;
export function idMaker(seed: string): IdMaker {
  const prefix = `v${hashString(seed).toString(36)}`;
  return (name) => `${prefix}-${name}`;
}

export interface SvgDocument {
  width: number;
  height: number;
  viewBox: readonly [number, number];
  title: string;
  id: IdMaker;
  defs: string;
  body: string;
}

export function svgDocument({ width, height, viewBox, title, id, defs, body }: SvgDocument): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewBox[0]} ${viewBox[1]}" ` +
    `role="img" aria-labelledby="${id("title")}"><title id="${id("title")}">${escapeXml(title)}</title>` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** A tiny element builder: attributes with undefined values are left out. */
export function el(name: string, attrs: Record<string, string | number | undefined>, children = ""): string {
  const rendered = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? Math.round(v * 100) / 100 : escapeXml(v as string)}"`)
    .join("");
  return children ? `<${name}${rendered}>${children}</${name}>` : `<${name}${rendered}/>`;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  vertical = true,
) {
  const dir = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  const rendered = stops
    .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
    .join("");
  return el("linearGradient", { id, ...dir }, rendered);
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[]) {
  const rendered = stops
    .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
    .join("");
  return el("radialGradient", { id }, rendered);
}
