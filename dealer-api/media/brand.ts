import { encodeIco, polygonContains, rasterise, roundedSquareContains, type RasterShape } from "./ico";
import { el, escapeXml } from "./svg-document";

export const brandNavy = "#0b3d91";

/** One filled polygon of the brand mark, in a 32 × 32 box. */
export interface MarkShape {
  fill: string;
  points: readonly (readonly [number, number])[];
}

/** The mark: a road running north into an arrow head, white on a navy rounded square (radius `markRadius`). */
export const markRadius = 7;
export const markShapes: readonly MarkShape[] = [
  {
    fill: "#ffffff",
    points: [
      [6, 29],
      [14.2, 14],
      [17.8, 14],
      [26, 29],
    ],
  },
  {
    fill: "#ffffff",
    points: [
      [16, 3],
      [24, 12.5],
      [8, 12.5],
    ],
  },
  {
    fill: brandNavy,
    points: [
      [15.3, 17],
      [16.7, 17],
      [16.8, 20.5],
      [15.2, 20.5],
    ],
  },
  {
    fill: brandNavy,
    points: [
      [15, 23],
      [17, 23],
      [17.2, 29],
      [14.8, 29],
    ],
  },
];

function mark(): string {
  return (
    el("rect", { width: 32, height: 32, rx: markRadius, fill: brandNavy }) +
    markShapes
      .map((s) => el("path", { d: `M${s.points.map(([x, y]) => `${x} ${y}`).join("L")}Z`, fill: s.fill }))
      .join("")
  );
}

function titled(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="title"><title id="title">${escapeXml(title)}</title>${body}</svg>\n`
  );
}

export function faviconSvg(): string {
  return titled(32, 32, "Northway Cars", mark());
}

/** The wordmark: the mark, then "Northway Cars" fitted to the remaining width. */
export function logoSvg(): string {
  const text = (x: number, length: number, weight: number, words: string) =>
    el(
      "text",
      {
        x,
        y: 32,
        "font-family": "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
        "font-size": 22,
        "font-weight": weight,
        "letter-spacing": -0.3,
        fill: brandNavy,
        textLength: length,
        lengthAdjust: "spacingAndGlyphs",
      },
      words,
    );
  return titled(
    200,
    48,
    "Northway Cars",
    el("g", { transform: "translate(2 6) scale(1.125)" }, mark()) +
      text(48, 96, 800, "Northway") +
      text(150, 46, 500, "Cars"),
  );
}

/** The favicon as a real .ico (16 × 16 and 32 × 32), rasterised from the same mark. */
export function faviconIco(): Uint8Array {
  const shapes: RasterShape[] = [
    { fill: brandNavy, contains: roundedSquareContains(32, markRadius) },
    ...markShapes.map((s) => ({ fill: s.fill, contains: polygonContains(s.points) })),
  ];
  return encodeIco([16, 32].map((size) => ({ size, rgba: rasterise(shapes, 32, size) })));
}
