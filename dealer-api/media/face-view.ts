import { paintAt } from "./colour";
import { faceFeatures, type FacePoint } from "./face-features";
import { pt, roundedPath, type Corner, type Vec } from "./geometry";
import { floorShadow, materials, type Paint } from "./paint";
import { carWidth, type Silhouette } from "./silhouettes";
import { el } from "./svg-document";

const canvasWidth = 800;
const groundY = 476;
const scale = 1.5;

/** Face coordinates (fraction of the width, height) to the drawing's (x, y). */
const face = ([z, y]: Vec): Vec => [z * carWidth, -y];
const facePath = (corners: readonly Corner[]) => roundedPath(corners, face);
const polygon = (points: readonly FacePoint[]) => `M${points.map((p) => pt(face(p))).join("L")}Z`;

/** A trapezoid centred on the car: `bottom` and `top` are widths as fractions of the car's width. */
function trapezoid(y0: number, y1: number, bottom: number, top: number, radius: number): Corner[] {
  return [
    [0.5 - bottom / 2, y0, 2],
    [0.5 - top / 2, y1, radius],
    [0.5 + top / 2, y1, radius],
    [0.5 + bottom / 2, y0, 2],
  ];
}

function greenhouse(s: Silhouette, paint: Paint, base: number, end: "front" | "rear"): string {
  const [atBelt, atRoof] = s.face.greenhouse;
  const frame = facePath(trapezoid(base - 6, s.roof, atBelt, atRoof, 18));
  const glassBottom = end === "rear" && s.face.loadBed ? s.belt : base + 3;
  const glare = el("path", {
    d: `M${pt(face([0.5 - atRoof / 2 + 0.06, s.roof - 12]))}l40 0l-60 ${s.roof - glassBottom - 6}l-40 0Z`,
    fill: "#ffffff",
    opacity: 0.08,
  });
  if (s.face.openTop) {
    return (
      el("path", { d: frame, fill: paint.glass, opacity: 0.35 }) +
      el("path", {
        d: frame,
        fill: "none",
        stroke: materials.trim,
        "stroke-width": 5,
        "stroke-linejoin": "round",
      })
    );
  }
  const glass = facePath(trapezoid(glassBottom, s.roof - 9, atBelt - 0.09, atRoof - 0.06, 10));
  return (
    el("path", { d: frame, fill: paint.body, stroke: paint.tones.line, "stroke-width": 1.2 }) +
    el("path", { d: glass, fill: paint.glass }) +
    glare
  );
}

function parts(s: Silhouette): string {
  return (s.parts ?? [])
    .flatMap((part) => {
      const heights = part.profile.map(([, y]) => y);
      const fill = part.material === "fabric" ? materials.fabric : materials.trim;
      return part.z.map(([z0, z1]) =>
        el("path", {
          d: facePath(
            trapezoid(Math.min(...heights), Math.max(...heights), z1 - z0, z1 - z0, 8).map(
              ([z, y, r]) => [z - 0.5 + (z0 + z1) / 2, y, r] as const,
            ),
          ),
          fill,
        }),
      );
    })
    .join("");
}

function lowerBody(s: Silhouette, paint: Paint, top: number): string {
  const sill = s.outline[0][1];
  const shape: Corner[] = [
    [0.035, sill, 8],
    [0, sill + 24, 12],
    [0, top - 12, 12],
    [0.04, top, 10],
    [0.96, top, 10],
    [1, top - 12, 12],
    [1, sill + 24, 12],
    [0.965, sill, 8],
  ];
  const cladding = s.cladding
    ? el("path", {
        d: facePath([
          [0.04, sill, 6],
          [0, sill + 18, 6],
          [1, sill + 18, 6],
          [0.96, sill, 6],
        ]),
        fill: materials.trim,
      })
    : "";
  return (
    el("path", { d: facePath(shape), fill: paint.body, stroke: paint.tones.line, "stroke-width": 1.2 }) +
    cladding
  );
}

function topBand(s: Silhouette, paint: Paint, end: "front" | "rear", top: number): string {
  const from = end === "front" ? s.face.bonnet : top - 12;
  if (end === "rear" && s.face.loadBed) {
    return el("path", {
      d: polygon([
        [0.05, top],
        [0.95, top],
        [0.93, top + 10],
        [0.07, top + 10],
      ]),
      fill: materials.trim,
    });
  }
  if (top - from < 4) return "";
  const band: FacePoint[] = [
    [0.04, from],
    [0.96, from],
    [0.93, top],
    [0.07, top],
  ];
  return (
    el("path", { d: polygon(band), fill: paintAt(paint.tones, 0.72) }) +
    el("path", {
      d: `M${pt(face([0.04, from]))}L${pt(face([0.96, from]))}`,
      stroke: paint.tones.line,
      "stroke-width": 1,
    })
  );
}

function mirrors(s: Silhouette, paint: Paint, top: number): string {
  const edge = 0.5 - s.face.greenhouse[0] / 2 + 0.03;
  const shape: FacePoint[] = [
    [edge, top + 2],
    [-0.07, top + 6],
    [-0.08, top + 22],
    [edge - 0.05, top + 18],
  ];
  return [shape, shape.map(([z, y]) => [1 - z, y] as const)]
    .map((m) =>
      el("path", { d: polygon(m), fill: paint.tones.base, stroke: paint.tones.line, "stroke-width": 1 }),
    )
    .join("");
}

/** The car straight from the front or the rear: symmetric face, greenhouse, wheels peeping out below. */
export function faceCar(s: Silhouette, paint: Paint, end: "front" | "rear"): string {
  const base = end === "front" ? s.face.cowl : s.face.deck;
  const top = s.face.loadBed && end === "rear" ? s.face.deck : Math.max(s.belt, base);
  const r = s.wheels.radius;
  const tyres = [0.09, 0.91]
    .map((z) =>
      el("rect", {
        x: (z - 0.065) * carWidth,
        y: -r * 1.4,
        width: 0.13 * carWidth,
        height: r * 1.4,
        rx: 12,
        fill: materials.tyre,
      }),
    )
    .join("");
  const features = faceFeatures(s, end)
    .map((f) =>
      el("path", {
        d: polygon(f.shape),
        fill: f.fill,
        stroke: f.stroke,
        "stroke-width": f.stroke ? 0.8 : undefined,
      }),
    )
    .join("");
  const openFrame = s.face.openTop ? greenhouse(s, paint, base, end) : "";
  const layers =
    end === "front"
      ? [tyres, s.face.openTop ? "" : greenhouse(s, paint, base, end), parts(s), openFrame]
      : [tyres, openFrame, s.face.openTop ? "" : greenhouse(s, paint, base, end), parts(s)];
  const car = [
    mirrors(s, paint, top),
    ...layers,
    lowerBody(s, paint, top),
    topBand(s, paint, end, top),
    features,
  ].join("");
  const transform = `translate(${canvasWidth / 2 - (carWidth * scale) / 2} ${groundY}) scale(${scale})`;
  return (
    floorShadow(paint, canvasWidth / 2, groundY, carWidth * scale * 0.66, 22) + el("g", { transform }, car)
  );
}
