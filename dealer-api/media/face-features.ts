import { materials } from "./paint";
import type { Silhouette } from "./silhouettes";

/** A point on the front or rear face: [fraction of the car's width, height]. */
export type FacePoint = readonly [z: number, y: number];
export interface FaceFeature {
  shape: readonly FacePoint[];
  fill: string;
  stroke?: string;
}

const mirrored = (shape: readonly FacePoint[]): FacePoint[] =>
  shape.map(([z, y]) => [1 - z, y] as const).reverse();
const pair = (feature: FaceFeature): FaceFeature[] => [
  feature,
  { ...feature, shape: mirrored(feature.shape) },
];
const box = (z0: number, z1: number, y0: number, y1: number): FacePoint[] => [
  [z0, y1],
  [z1, y1],
  [z1, y0],
  [z0, y0],
];

/** Lamps, grille, plate and bumper details: one list serves the face views and the three-quarter views. */
export function faceFeatures(s: Silhouette, end: "front" | "rear"): FaceFeature[] {
  const sill = s.outline[0][1];
  if (end === "front") {
    const [low, high] = s.lights.head;
    const grilleTop = high - 4;
    const grilleBottom = Math.max(sill + 30, low - 14);
    return [
      { shape: box(0.26, 0.74, sill + 6, sill + 24), fill: materials.trim },
      {
        shape: [
          [0.35, grilleTop],
          [0.65, grilleTop],
          [0.63, grilleBottom],
          [0.37, grilleBottom],
        ],
        fill: materials.trim,
      },
      { shape: box(0.37, 0.63, grilleBottom + 4, grilleBottom + 7), fill: "#4b5563" },
      {
        shape: box(0.37, 0.63, (grilleTop + grilleBottom) / 2, (grilleTop + grilleBottom) / 2 + 3),
        fill: "#4b5563",
      },
      ...pair({
        shape: [
          [0.04, high],
          [0.31, high],
          [0.29, low + 4],
          [0.08, low],
        ],
        fill: materials.headlight,
        stroke: materials.headlightEdge,
      }),
      { shape: box(0.4, 0.6, sill + 11, sill + 24), fill: materials.plateFront, stroke: "#9ca3af" },
    ];
  }
  const [low, high] = s.lights.tail;
  const tall = high - low > 36;
  const lamp: FacePoint[] = tall
    ? [
        [0.02, high],
        [0.12, high],
        [0.12, low],
        [0.03, low],
      ]
    : [
        [0.03, high],
        [0.25, high],
        [0.23, low],
        [0.04, low + 2],
      ];
  const plateBottom = Math.max(sill + 14, Math.min(low - 24, sill + 40));
  return [
    { shape: box(0.2, 0.8, sill + 2, sill + 10), fill: materials.trim },
    ...pair({ shape: lamp, fill: materials.taillight, stroke: "#7f1d1d" }),
    ...pair({
      shape: box(tall ? 0.04 : 0.07, tall ? 0.1 : 0.2, high - 6, high - 3),
      fill: materials.taillightGlow,
    }),
    { shape: box(0.4, 0.6, plateBottom, plateBottom + 13), fill: materials.plateRear, stroke: "#a16207" },
  ];
}
