import { mix, paintAt } from "./colour";
import { faceFeatures } from "./face-features";
import { outlineXAt, pt, sampledEdges, type Edge, type SegmentKind, type Vec } from "./geometry";
import { floorShadow, materials, type Paint } from "./paint";
import { archesOf, sideCar, sideWheel } from "./side-view";
import { carWidth, lengthOf, type Silhouette } from "./silhouettes";
import { el } from "./svg-document";

const canvasWidth = 800;
const groundY = 452;
const elevation = (13 * Math.PI) / 180;

/** An orthographic camera turned `angle` about the vertical axis and raised by `elevation`. */
function camera(angle: number) {
  const [sa, ca, sb, cb] = [Math.sin(angle), Math.cos(angle), Math.sin(elevation), Math.cos(elevation)];
  const depth = (x: number, z: number) => -x * sa + z * ca;
  return {
    project: (x: number, y: number, z: number): Vec => [x * ca + z * sa, -y * cb - depth(x, z) * sb],
    depth,
    /** How much a surface with outward normal (nx, ny, 0) faces the camera. */
    facing: (nx: number, ny: number) => nx * sa * cb + ny * sb,
    /** The side plane (z = 0) as an SVG matrix of side-view coordinates (x, -y). */
    sideMatrix: (z: number) => [ca, sa * sb, 0, cb, z * sa, -z * ca * sb] as const,
  };
}
type Camera = ReturnType<typeof camera>;

const polygon = (points: readonly Vec[]) => `M${points.map(pt).join("L")}Z`;
const inset = { glass: 0.07, open: 0.06 } as const;

/** The panel an edge sweeps into: paint shaded by how it faces the light, or black trim. */
const panelColour = (kind: SegmentKind, light: number, paint: Paint) =>
  kind === "trim" ? materials.trim : paintAt(paint.tones, light);

/** What shows inside a panel's frame: glass (brighter as it faces up) or the dark cabin or load bed. */
const insetColour = (kind: "glass" | "open", light: number) =>
  kind === "glass"
    ? mix(materials.glassTop, materials.glassBottom, Math.max(0, Math.min(1, light - 0.15)))
    : materials.interior;

interface Quad {
  depth: number;
  svg: string;
}

/** The surfaces between the near and far copies of an outline that face the camera, as shaded quads. */
function sweep(
  edges: readonly Edge[],
  [z0, z1]: readonly [number, number],
  cam: Camera,
  paint: Paint,
  base?: string,
): Quad[] {
  return edges.flatMap(({ from, to, kind }) => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const [nx, ny] = [-(to[1] - from[1]) / length, (to[0] - from[0]) / length];
    if (cam.facing(nx, ny) <= 0.001) return [];
    const light = 0.46 + 0.34 * ny + 0.08 * Math.abs(nx);
    const quad = (a: number, b: number, fill: string) =>
      el("path", {
        d: polygon([
          cam.project(...from, a),
          cam.project(...to, a),
          cam.project(...to, b),
          cam.project(...from, b),
        ]),
        fill,
        stroke: fill,
        "stroke-width": 0.8,
        "stroke-linejoin": "round",
      });
    let svg = quad(z0, z1, base ?? panelColour(kind, light, paint));
    if (kind === "glass" || kind === "open") {
      const margin = (z1 - z0) * inset[kind];
      svg += quad(z0 + margin, z1 - margin, insetColour(kind, light));
    }
    if (!base) {
      const far = `M${pt(cam.project(...from, z1))}L${pt(cam.project(...to, z1))}`;
      svg += el("path", { d: far, stroke: paint.tones.line, "stroke-width": 1.4, "stroke-linecap": "round" });
    }
    const mid = (from[0] + to[0]) / 2;
    return [{ depth: cam.depth(mid, (z0 + z1) / 2) - ((from[1] + to[1]) / 2) * 0.001, svg }];
  });
}

function partsSolids(s: Silhouette, cam: Camera, paint: Paint): string {
  const solids = (s.parts ?? []).flatMap((part) =>
    part.z.map(([a, b]) => {
      const fill = part.material === "fabric" ? materials.fabric : materials.trim;
      const [z0, z1] = [a * carWidth, b * carWidth];
      const edges = sampledEdges(part.profile, 3);
      const quads = sweep(edges, [z0, z1], cam, paint, mix(fill, "#ffffff", 0.12))
        .sort((p, q) => q.depth - p.depth)
        .map((q) => q.svg)
        .join("");
      const nearFace = el("path", { d: polygon(edges.map((e) => cam.project(...e.from, z0))), fill });
      return { depth: cam.depth(0, z0), svg: quads + nearFace };
    }),
  );
  return solids
    .sort((p, q) => q.depth - p.depth)
    .map((p) => p.svg)
    .join("");
}

function faceDetails(s: Silhouette, edges: readonly Edge[], cam: Camera, end: "front" | "rear"): string {
  return faceFeatures(s, end)
    .map((f) => {
      const points = f.shape.map(([z, y]) => {
        const x = outlineXAt(edges, y, end) + (end === "front" ? 0.5 : -0.5);
        return cam.project(x, y, (end === "front" ? z : 1 - z) * carWidth);
      });
      return el("path", {
        d: polygon(points),
        fill: f.fill,
        stroke: f.stroke,
        "stroke-width": f.stroke ? 0.8 : undefined,
      });
    })
    .join("");
}

/** The car from a front or rear corner: the side plane, plus the swept roof, bonnet and face. */
export function threeQuarterCar(s: Silhouette, paint: Paint, end: "front" | "rear"): string {
  const cam = camera(((end === "front" ? 1 : -1) * 30 * Math.PI) / 180);
  const length = lengthOf(s);
  const edges = sampledEdges(s.outline, 5);
  const corners = [0, length].flatMap((x) => [0, carWidth].map((z) => cam.project(x, 0, z)[0]));
  const scale = 0.92;
  const centreX = (Math.min(...corners) + Math.max(...corners)) / 2;
  const groundCentre = cam.project(length / 2, 0, carWidth / 2);
  const at = (z: number) => `matrix(${cam.sideMatrix(z).join(" ")})`;
  // The far wheels peep out under the body; a dark disc just inside the near wheels gives the tyres depth.
  const farWheels = archesOf(s).map((a) => sideWheel(a.cx, -a.cy, s.wheels.radius, paint));
  const treads = archesOf(s).map((a) =>
    el("circle", { cx: a.cx, cy: -a.cy, r: s.wheels.radius, fill: materials.tyre }),
  );
  const sweptBody = sweep(edges, [0, carWidth], cam, paint)
    .sort((p, q) => q.depth - p.depth)
    .map((q) => q.svg)
    .join("");
  const car =
    el("g", { transform: at(carWidth * 0.9) }, farWheels.join("")) +
    sweptBody +
    partsSolids(s, cam, paint) +
    el("g", { transform: at(carWidth * 0.12) }, treads.join("")) +
    el("g", { transform: at(0) }, sideCar(s, paint, { parts: false, wheelWells: true })) +
    faceDetails(s, edges, cam, end);
  const transform = `translate(${canvasWidth / 2} ${groundY}) scale(${scale}) translate(${-centreX} ${-groundCentre[1]})`;
  const tilt = (Math.atan2(cam.sideMatrix(0)[1], cam.sideMatrix(0)[0]) * 180) / Math.PI;
  return (
    el(
      "g",
      { transform: `rotate(${tilt} ${canvasWidth / 2} ${groundY})` },
      floorShadow(paint, canvasWidth / 2, groundY, length * 0.5, 48),
    ) + el("g", { transform }, car)
  );
}
