/** Outlines are lists of corners in car coordinates (x from the rear bumper forwards, y up from the ground). */

/** What the surface from one corner to the next is made of (the sweep in three-quarter views colours it so). */
export type SegmentKind = "paint" | "glass" | "open" | "trim";
/** [x, y, corner radius, kind of the edge that starts here]. */
export type Corner = readonly [x: number, y: number, radius?: number, kind?: SegmentKind];
export type Vec = readonly [number, number];

export interface Edge {
  from: Vec;
  to: Vec;
  kind: SegmentKind;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
export const pt = ([x, y]: Vec) => `${fmt(x)} ${fmt(y)}`;
/** Car coordinates to the side view's screen coordinates (SVG y grows downwards). */
export const side = ([x, y]: Vec): Vec => [x, -y];

const towards = (p: Vec, q: Vec, distance: number): Vec => {
  const length = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
  return [p[0] + ((q[0] - p[0]) / length) * distance, p[1] + ((q[1] - p[1]) / length) * distance];
};

interface RoundedCorner {
  entry: Vec;
  at: Vec;
  exit: Vec;
  kind: SegmentKind;
}

/** Each corner of a closed polygon replaced by a quadratic curve of (at most) its radius. */
function roundCorners(corners: readonly Corner[]): RoundedCorner[] {
  return corners.map((corner, i) => {
    const prev = corners[(i - 1 + corners.length) % corners.length];
    const next = corners[(i + 1) % corners.length];
    const at: Vec = [corner[0], corner[1]];
    const reach = (other: Corner) =>
      Math.min(corner[2] ?? 0, Math.hypot(other[0] - at[0], other[1] - at[1]) / 2);
    return {
      entry: towards(at, [prev[0], prev[1]], reach(prev)),
      at,
      exit: towards(at, [next[0], next[1]], reach(next)),
      kind: corner[3] ?? "paint",
    };
  });
}

/** SVG path data of a closed rounded polygon, mapped through `map` (car → screen). */
export function roundedPath(corners: readonly Corner[], map: (v: Vec) => Vec = side): string {
  const rounded = roundCorners(corners);
  const parts = rounded.map((c) => `L${pt(map(c.entry))}Q${pt(map(c.at))} ${pt(map(c.exit))}`);
  return `M${parts.join("").slice(1)}Z`;
}

export interface Arch {
  cx: number;
  cy: number;
  radius: number;
}

/** A wheel-arch curve over the wheel, from where its circle meets height `y` in front to where it meets it behind. */
export function archCurve(a: Arch, y: number, radius = a.radius, map = side): string {
  const half = Math.sqrt(Math.max(0, radius ** 2 - (a.cy - y) ** 2));
  const [start, end] = [map([a.cx + half, y]), map([a.cx - half, y])];
  const scaled = fmt((radius * Math.hypot(end[0] - start[0], end[1] - start[1])) / (2 * half || 1));
  return `M${pt(start)}A${scaled} ${scaled} 0 1 0 ${pt(end)}`;
}

/**
 * The body's side outline: the upper corners from rear-bottom to front-bottom rounded, then the sill run back
 * along y = first corner's y, cut by the wheel arches.
 */
export function bodySidePath(corners: readonly Corner[], arches: readonly Arch[], map = side): string {
  const rounded = roundCorners(corners);
  const sill = corners[0][1];
  const upper = rounded.map((c) => `L${pt(map(c.entry))}Q${pt(map(c.at))} ${pt(map(c.exit))}`).join("");
  const cuts = [...arches]
    .sort((a, b) => b.cx - a.cx)
    .map((a) => `L${archCurve(a, sill, a.radius, map).slice(1)}`)
    .join("");
  return `M${upper.slice(1)}${cuts}Z`;
}

/** The same closed outline as short straight edges (corners sampled), for sweeping into three dimensions. */
export function sampledEdges(corners: readonly Corner[], steps = 4): Edge[] {
  const rounded = roundCorners(corners);
  const edges: Edge[] = [];
  rounded.forEach((c, i) => {
    const prevKind = rounded[(i - 1 + rounded.length) % rounded.length].kind;
    let last = c.entry;
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      const p: Vec = [
        u * u * c.entry[0] + 2 * u * t * c.at[0] + t * t * c.exit[0],
        u * u * c.entry[1] + 2 * u * t * c.at[1] + t * t * c.exit[1],
      ];
      edges.push({ from: last, to: p, kind: t <= 0.5 ? prevKind : c.kind });
      last = p;
    }
    const next = rounded[(i + 1) % rounded.length];
    edges.push({ from: c.exit, to: next.entry, kind: c.kind });
  });
  return edges.filter((e) => Math.hypot(e.to[0] - e.from[0], e.to[1] - e.from[1]) > 0.01);
}

/** The front-most (or rear-most) x of the outline at height y: where face details sit in three-quarter views. */
export function outlineXAt(edges: readonly Edge[], y: number, end: "front" | "rear"): number {
  let best = end === "front" ? -Infinity : Infinity;
  for (const { from, to } of edges) {
    const [low, high] = from[1] <= to[1] ? [from, to] : [to, from];
    if (y < low[1] || y > high[1] || high[1] === low[1]) continue;
    const x = low[0] + ((y - low[1]) / (high[1] - low[1])) * (high[0] - low[0]);
    best = end === "front" ? Math.max(best, x) : Math.min(best, x);
  }
  return Number.isFinite(best) ? best : end === "front" ? 640 : 0;
}
