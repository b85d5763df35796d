import { mix, paintTones, type PaintTones } from "./colour";
import { el, linearGradient, radialGradient, type IdMaker } from "./svg-document";

/** Fixed materials shared by every car. */
export const materials = {
  trim: "#2a2e35",
  fabric: "#33363c",
  tyre: "#1e2226",
  tyreEdge: "#30353b",
  glassTop: "#2f3a4a",
  glassBottom: "#7a8ca5",
  headlight: "#fdf6d8",
  headlightEdge: "#d9cf9f",
  taillight: "#c8102e",
  taillightGlow: "#ff5a5f",
  plateFront: "#f7f7f2",
  plateRear: "#f6c800",
  interior: "#24272d",
};

/** Everything a view needs to draw one car: its tones and the ids of the shared gradients. */
export interface Paint {
  tones: PaintTones;
  id: IdMaker;
  body: string;
  glass: string;
  rim: string;
  shadow: string;
}

export function createPaint(colourHex: string, id: IdMaker): Paint {
  const tones = paintTones(colourHex);
  return {
    tones,
    id,
    body: `url(#${id("body")})`,
    glass: `url(#${id("glass")})`,
    rim: `url(#${id("rim")})`,
    shadow: `url(#${id("shadow")})`,
  };
}

export function paintDefs({ tones, id }: Paint): string {
  return [
    linearGradient(id("body"), [
      [0, tones.highlight],
      [0.42, tones.base],
      [0.78, mix(tones.base, tones.shadow, 0.6)],
      [1, tones.shadow],
    ]),
    linearGradient(id("glass"), [
      [0, materials.glassTop],
      [1, materials.glassBottom],
    ]),
    radialGradient(id("rim"), [
      [0, "#f8f9fa"],
      [0.55, "#d4d8dd"],
      [1, "#8d949c"],
    ]),
    radialGradient(id("shadow"), [
      [0, "#000000", 0.32],
      [0.6, "#000000", 0.16],
      [1, "#000000", 0],
    ]),
    linearGradient(id("studio"), [
      [0, "#f7f8fa"],
      [0.62, "#eceef2"],
      [1, "#e2e5ea"],
    ]),
  ].join("");
}

/** The soft studio backdrop: a light wall, a slightly darker floor. */
export function studioBackdrop(id: IdMaker, [width, height]: readonly [number, number]): string {
  return (
    el("rect", { width, height, fill: `url(#${id("studio")})` }) +
    el("rect", { y: height * 0.74, width, height: height * 0.26, fill: "#dfe2e7", opacity: 0.45 })
  );
}

/** A soft elliptical floor shadow centred on (cx, cy). */
export function floorShadow(paint: Paint, cx: number, cy: number, rx: number, ry: number): string {
  return el("ellipse", { cx, cy, rx, ry, fill: paint.shadow });
}
