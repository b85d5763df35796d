import type { BodyType } from "./body-types";
import { createPaint, floorShadow, paintDefs, studioBackdrop, type Paint } from "./paint";
import { sideCar } from "./side-view";
import { lengthOf, silhouettes, type Silhouette } from "./silhouettes";
import { el, idMaker, imageSizes, svgDocument, type ImageSize } from "./svg-document";
import { threeQuarterCar } from "./three-quarter-view";
import { faceCar } from "./face-view";
import { interior } from "./interior-view";

export { imageSizes, type ImageSize } from "./svg-document";

export const vehicleViews = [
  "side",
  "front-three-quarter",
  "rear-three-quarter",
  "front",
  "rear",
  "interior",
] as const;
export type VehicleView = (typeof vehicleViews)[number];

export function isVehicleView(value: string): value is VehicleView {
  return (vehicleViews as readonly string[]).includes(value);
}

/** Words for alt text: "Red 2019 Ford Fiesta, side view". */
export const viewNames: Record<VehicleView, string> = {
  side: "side view",
  "front-three-quarter": "front three-quarter view",
  "rear-three-quarter": "rear three-quarter view",
  front: "front view",
  rear: "rear view",
  interior: "interior",
};

/** Every picture is drawn on this canvas and scaled by the svg's width and height. */
export const canvas = [800, 600] as const;
export const groundY = 440;

function sideScene(s: Silhouette, paint: Paint): string {
  const length = lengthOf(s);
  return (
    floorShadow(paint, canvas[0] / 2, groundY + 2, length * 0.54, 20) +
    el(
      "g",
      { transform: `translate(${(canvas[0] - length) / 2} ${groundY})` },
      sideCar(s, paint, { parts: true }),
    )
  );
}

const scenes: Record<VehicleView, (s: Silhouette, paint: Paint) => string> = {
  side: sideScene,
  "front-three-quarter": (s, paint) => threeQuarterCar(s, paint, "front"),
  "rear-three-quarter": (s, paint) => threeQuarterCar(s, paint, "rear"),
  front: (s, paint) => faceCar(s, paint, "front"),
  rear: (s, paint) => faceCar(s, paint, "rear"),
  interior: (_s, paint) => interior(paint),
};

export interface VehicleSvgInput {
  bodyType: BodyType;
  colourHex: string;
  view: VehicleView;
  size: ImageSize;
  label: string;
}

/** A flat-style illustration of one car in one view, tinted by its paint colour. */
export function vehicleSvg({ bodyType, colourHex, view, size, label }: VehicleSvgInput): string {
  const id = idMaker(`${bodyType}|${colourHex}|${view}|${label}`);
  const paint = createPaint(colourHex, id);
  const [width, height] = imageSizes[size];
  return svgDocument({
    width,
    height,
    viewBox: canvas,
    title: label,
    id,
    defs: paintDefs(paint),
    body: studioBackdrop(id, canvas) + scenes[view](silhouettes[bodyType], paint),
  });
}
