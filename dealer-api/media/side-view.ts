import { mix } from "./colour";
import {
  archCurve,
  bodySidePath,
  outlineXAt,
  pt,
  roundedPath,
  sampledEdges,
  side,
  type Arch,
  type Vec,
} from "./geometry";
import { materials, type Paint } from "./paint";
import type { Part, Silhouette } from "./silhouettes";
import { el } from "./svg-document";

const archGap = 7;

export function archesOf(s: Silhouette): Arch[] {
  const { radius, axles } = s.wheels;
  return axles.map((cx) => ({ cx, cy: radius, radius: radius + archGap }));
}

/** A wheel seen square on: tyre, alloy rim with five openings, hub. */
export function sideWheel(cx: number, cy: number, r: number, paint: Paint): string {
  const openings = [0, 1, 2, 3, 4]
    .map((i) => {
      const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
      return el("circle", {
        cx: cx + Math.cos(angle) * r * 0.37,
        cy: cy + Math.sin(angle) * r * 0.37,
        r: r * 0.13,
        fill: "#5b636c",
        opacity: 0.55,
      });
    })
    .join("");
  return (
    el("circle", { cx, cy, r, fill: materials.tyre }) +
    el("circle", { cx, cy, r: r * 0.9, fill: "none", stroke: materials.tyreEdge, "stroke-width": r * 0.05 }) +
    el("circle", { cx, cy, r: r * 0.64, fill: paint.rim }) +
    openings +
    el("circle", { cx, cy, r: r * 0.15, fill: "#6b7280" }) +
    el("circle", { cx, cy, r: r * 0.07, fill: "#9ca3af" })
  );
}

const partFill = (part: Part) => (part.material === "fabric" ? materials.fabric : materials.trim);

/** A lamp hugging the front or rear end of the outline between two heights. */
function lampShape(s: Silhouette, end: "front" | "rear"): Vec[] {
  const edges = sampledEdges(s.outline);
  const [low, high] = end === "front" ? s.lights.head : s.lights.tail;
  const depth = end === "front" ? 42 : 14;
  const inset = end === "front" ? -1.5 : 1.5;
  const at = (y: number) => outlineXAt(edges, y, end) + inset;
  const inward = end === "front" ? -1 : 1;
  return [
    [at(high) + inward * depth, high],
    [at(high), high],
    [at(low), low],
    [at(low) + inward * depth * 0.7, low],
  ];
}

function glass(s: Silhouette, paint: Paint): string {
  const clipId = paint.id("side-glass");
  const windows = s.windows.map((w) => roundedPath(w)).join("");
  const pillars = s.pillars
    .map((x) =>
      el("rect", { x: x - 6, y: -s.roof, width: 12, height: s.roof - s.belt + 20, fill: paint.tones.base }),
    )
    .join("");
  const glare = el("path", {
    d: `M${pt(side([s.pillars[0] ?? 120, s.roof]))}l60 0l-70 ${s.roof - s.belt}l-60 0Z`,
    fill: "#ffffff",
    opacity: 0.1,
  });
  return (
    el("clipPath", { id: clipId }, el("path", { d: windows })) +
    el("path", { d: windows, fill: paint.glass }) +
    el("g", { "clip-path": `url(#${clipId})` }, pillars + glare)
  );
}

function claddingShapes(s: Silhouette, arches: Arch[]): string {
  const sill = s.outline[0][1];
  const trims = arches
    .map((a) =>
      el("path", {
        d: archCurve(a, sill + 10, a.radius + 4),
        fill: "none",
        stroke: materials.trim,
        "stroke-width": 10,
      }),
    )
    .join("");
  const length = s.outline[s.outline.length - 1][0];
  return el("rect", { x: 4, y: -(sill + 14), width: length - 8, height: 14, fill: materials.trim }) + trims;
}

export interface SideOptions {
  /** Draw the parts (rails, hood, headrests) in the side plane; three-quarter views sweep them instead. */
  parts: boolean;
  /** Dark wheel wells behind the wheels (the flat side view leaves the studio showing, like the target look). */
  wheelWells?: boolean;
}

/** The car seen from its side, facing right, in side coordinates (ground at y = 0). */
export function sideCar(s: Silhouette, paint: Paint, { parts, wheelWells }: SideOptions): string {
  const { tones } = paint;
  const arches = archesOf(s);
  const bodyPath = bodySidePath(s.outline, arches);
  const clipId = paint.id("side-body");
  const partShapes = parts
    ? (s.parts ?? []).map((p) => el("path", { d: roundedPath(p.profile), fill: partFill(p) })).join("")
    : "";
  const doorLines = s.doorLines
    .map((line) =>
      el("path", {
        d: `M${line.map((v) => pt(side(v))).join("L")}`,
        fill: "none",
        stroke: tones.line,
        "stroke-width": 1.6,
        opacity: 0.65,
      }),
    )
    .join("");
  const handles = s.handles
    .map((x) => el("rect", { x, y: -(s.belt - 12), width: 20, height: 5, rx: 2.5, fill: tones.shadow }))
    .join("");
  const [mx, my] = s.mirror;
  const mirror = el("path", {
    d: `M${mx - 6} ${-my + 1}l2 -9q1 -5 7 -5l9 0q4 0 3 5l-2 6q-1 3 -5 3Z`,
    fill: tones.base,
    stroke: tones.line,
    "stroke-width": 1.2,
  });
  const lamp = (end: "front" | "rear") =>
    el("path", {
      d: `M${lampShape(s, end)
        .map((v) => pt(side(v)))
        .join("L")}Z`,
      fill: end === "front" ? materials.headlight : materials.taillight,
      stroke: end === "front" ? materials.headlightEdge : mix(materials.taillight, "#000000", 0.3),
      "stroke-width": 1,
      "stroke-linejoin": "round",
    });
  const shoulder = el("path", {
    d: `M${pt(side([14, s.belt - 22]))}L${pt(side([630, s.face.bonnet - 14]))}`,
    stroke: tones.highlight,
    "stroke-width": 2,
    opacity: 0.5,
  });
  const wheels = s.wheels.axles.map((cx) => sideWheel(cx, -s.wheels.radius, s.wheels.radius, paint)).join("");
  const sill = s.outline[0][1];
  const wells = wheelWells
    ? arches.map((a) => el("path", { d: `${archCurve(a, sill)}Z`, fill: materials.trim })).join("")
    : "";
  return (
    partShapes +
    wells +
    el("clipPath", { id: clipId }, el("path", { d: bodyPath })) +
    el("path", { d: bodyPath, fill: paint.body }) +
    el("g", { "clip-path": `url(#${clipId})` }, shoulder + (s.cladding ? claddingShapes(s, arches) : "")) +
    el("path", {
      d: bodyPath,
      fill: "none",
      stroke: tones.line,
      "stroke-width": 1.5,
      "stroke-linejoin": "round",
    }) +
    glass(s, paint) +
    doorLines +
    handles +
    mirror +
    lamp("front") +
    lamp("rear") +
    wheels
  );
}
