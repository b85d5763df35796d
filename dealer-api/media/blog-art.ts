import { bodyTypes } from "./body-types";
import { mix } from "./colour";
import { createPaint, floorShadow, paintDefs } from "./paint";
import { sideCar } from "./side-view";
import { lengthOf, silhouettes } from "./silhouettes";
import { el, hashString, idMaker, linearGradient, svgDocument } from "./svg-document";

/** Blog images are 16:9. */
export const blogImageSize = [1200, 675] as const;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: readonly [string, string, string];
  road: string;
}

const palettes: readonly Palette[] = [
  {
    skyTop: "#bfdbfe",
    skyBottom: "#eff6ff",
    sun: "#fde68a",
    hills: ["#93c5a6", "#5fa77f", "#2f7d5b"],
    road: "#4b5563",
  },
  {
    skyTop: "#fbcfe8",
    skyBottom: "#fff1e6",
    sun: "#fb923c",
    hills: ["#c4b5fd", "#8b7fd8", "#4c3f99"],
    road: "#374151",
  },
  {
    skyTop: "#0b3d91",
    skyBottom: "#6d8fd1",
    sun: "#f8fafc",
    hills: ["#4466b0", "#2c4f95", "#14306b"],
    road: "#1f2937",
  },
  {
    skyTop: "#fde68a",
    skyBottom: "#fffbeb",
    sun: "#f97316",
    hills: ["#d9c29a", "#b98f5a", "#7c5a34"],
    road: "#44403c",
  },
  {
    skyTop: "#a5f3fc",
    skyBottom: "#ecfeff",
    sun: "#fef9c3",
    hills: ["#7dd3c0", "#2dae9a", "#0f766e"],
    road: "#334155",
  },
  {
    skyTop: "#e2e8f0",
    skyBottom: "#f8fafc",
    sun: "#fca5a5",
    hills: ["#cbd5e1", "#94a3b8", "#475569"],
    road: "#1e293b",
  },
];

/** Paints the pictures' cars are drawn in: the stock's common colours. */
const carPaints = ["#B3261E", "#1F3A93", "#2E7D32", "#F9A825", "#F0F0F0", "#5F6368", "#111111", "#8D6E63"];

/** A small seeded generator (mulberry32): the same slug always draws the same picture. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A rolling hill line through evenly spaced random heights, smoothed with cubic curves. */
function hill(next: () => number, base: number, amplitude: number, width: number, height: number): string {
  const count = 5;
  const points = Array.from({ length: count + 1 }, (_, i) => [
    (i * width) / count,
    base - next() * amplitude,
  ]);
  const curve = points
    .slice(1)
    .map(([x, y], i) => {
      const [px, py] = points[i];
      const mid = (px + x) / 2;
      return `C${mid} ${py} ${mid} ${y} ${x} ${y}`;
    })
    .join("");
  return `M0 ${height}L${points[0][0]} ${points[0][1]}${curve}L${width} ${height}Z`;
}

/** Points along a road's centre line from the viewer to the horizon, swinging sideways by `bend`. */
function roadCentre(start: readonly [number, number], end: readonly [number, number], bend: number) {
  const controls = [start, [start[0] - bend * 0.3, start[1] - 160], [end[0] + bend * 0.9, end[1] + 60], end];
  return Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    const weights = [(1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t ** 2 * (1 - t), t ** 3];
    return [0, 1].map((axis) => controls.reduce((sum, p, k) => sum + p[axis] * weights[k], 0)) as [
      number,
      number,
    ];
  });
}

const titleFromSlug = (slug: string) => {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "Blog";
};

/**
 * A calm landscape with a road and a car beside it, derived from the post's slug; `title` (the post's image alt text)
 * names it. The car's body type and paint vary with the slug too, so the blog and the content pages do not repeat one
 * drawing (ADR 312).
 */
export function blogSvg(slug: string, title = `Illustration: ${titleFromSlug(slug)}`): string {
  const next = random(hashString(slug));
  const palette = palettes[Math.floor(next() * palettes.length)];
  const [width, height] = blogImageSize;
  const id = idMaker(`blog|${slug}`);
  const sunX = 180 + next() * 840;
  const sunY = 120 + next() * 140;
  const horizon = 420 + next() * 60;
  const bend = (next() - 0.5) * 600;
  const centre = roadCentre(
    [width / 2 + (next() - 0.5) * 200, height + 10],
    [width / 2 + bend * 0.4, horizon - 10],
    bend,
  );
  const half = (t: number) => 170 * (1 - t) ** 1.3 + 2;
  const leftEdge = centre.map(
    ([x, y], i) => `${Math.round(x - half(i / (centre.length - 1)))} ${Math.round(y)}`,
  );
  const rightEdge = centre.map(
    ([x, y], i) => `${Math.round(x + half(i / (centre.length - 1)))} ${Math.round(y)}`,
  );
  const road = `M${leftEdge.join("L")}L${rightEdge.reverse().join("L")}Z`;
  const lines = `M${centre.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join("L")}`;
  const clouds = Array.from({ length: 3 }, () => {
    const [cx, cy, w] = [next() * width, 70 + next() * 160, 90 + next() * 120];
    return el("rect", { x: cx - w / 2, y: cy, width: w, height: 26, rx: 13, fill: "#ffffff", opacity: 0.55 });
  }).join("");
  const body =
    el("rect", { width, height, fill: `url(#${id("sky")})` }) +
    el("circle", { cx: sunX, cy: sunY, r: 70 + next() * 40, fill: palette.sun, opacity: 0.9 }) +
    clouds +
    el("path", { d: hill(next, horizon - 40, 120, width, height), fill: palette.hills[0] }) +
    el("path", { d: hill(next, horizon + 20, 90, width, height), fill: palette.hills[1] }) +
    el("path", { d: hill(next, horizon + 110, 60, width, height), fill: palette.hills[2] }) +
    el("path", { d: road, fill: palette.road }) +
    el("path", {
      d: lines,
      fill: "none",
      stroke: mix(palette.road, "#ffffff", 0.75),
      "stroke-width": 5,
      "stroke-dasharray": "26 22",
    });
  // Drawn after the landscape's own draws, so each landscape stays as it was.
  const paint = createPaint(carPaints[Math.floor(next() * carPaints.length)], id);
  const shape = silhouettes[bodyTypes[Math.floor(next() * bodyTypes.length)]];
  const scale = 0.62;
  const carLength = lengthOf(shape) * scale;
  const carX = next() < 0.5 ? 60 + next() * 120 : width - 60 - next() * 120 - carLength;
  const carGround = height - 36;
  const car =
    floorShadow(paint, carX + carLength / 2, carGround + 2, carLength * 0.54, 12) +
    el(
      "g",
      { transform: `translate(${Math.round(carX)} ${carGround}) scale(${scale})` },
      sideCar(shape, paint, { parts: true }),
    );
  return svgDocument({
    width,
    height,
    viewBox: blogImageSize,
    title,
    id,
    defs:
      linearGradient(id("sky"), [
        [0, palette.skyTop],
        [1, palette.skyBottom],
      ]) + paintDefs(paint),
    body: body + car,
  });
}
