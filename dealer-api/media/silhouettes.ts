import type { BodyType } from "./body-types";
import type { Corner, Vec } from "./geometry";

/** A solid that sits on the body (roof rails, a folded hood, headrests): a side profile extruded over z ranges. */
export interface Part {
  profile: readonly Corner[];
  /** Fractions of the car's width (0 near side, 1 far side). */
  z: readonly (readonly [number, number])[];
  material: "trim" | "fabric";
}

/**
 * One body style, in car coordinates: x from the rear bumper (0) to the front bumper (about 640), y up from the ground.
 * Every view (side, three-quarter, front, rear) and the body-type icons are drawn from this description.
 */
export interface Silhouette {
  /** Upper outline from the rear sill corner, over the roof, to the front sill corner (first and last share the sill y). */
  outline: readonly Corner[];
  wheels: { radius: number; axles: readonly [number, number] };
  /** Side glass (daylight openings). */
  windows: readonly (readonly Corner[])[];
  /** x of the pillars that split the side glass. */
  pillars: readonly number[];
  doorLines: readonly (readonly Vec[])[];
  handles: readonly number[];
  mirror: Vec;
  belt: number;
  roof: number;
  /** Heights of the lamps: [bottom, top]. */
  lights: { head: readonly [number, number]; tail: readonly [number, number] };
  /** Front and rear faces: bonnet edge, windscreen base, rear-window base (or tailgate top), greenhouse widths. */
  face: {
    bonnet: number;
    cowl: number;
    deck: number;
    greenhouse: readonly [atBelt: number, atRoof: number];
    openTop?: boolean;
    loadBed?: boolean;
  };
  parts?: readonly Part[];
  /** Unpainted plastic arches and sills (SUV and pickup). */
  cladding?: boolean;
}

// Corner lists read best as rows of numbers, so the formatter leaves this table as laid out.
// prettier-ignore
export const silhouettes: Record<BodyType, Silhouette> = {
  // Short, with little car behind the rear wheel: the roof falls towards a steeply raked tailgate, and two side
  // windows a side behind the windscreen pillar with a thick rear pillar, where an estate runs its flat roof and a
  // third window over a long load bay.
  hatchback: {
    outline: [[6, 34, 6], [0, 96, 12], [6, 138, 16, "glass"], [58, 192, 30], [250, 210, 44, "glass"],
      [352, 142, 24], [516, 122, 40], [552, 100, 20], [556, 56, 10], [550, 34, 6]],
    wheels: { radius: 50, axles: [100, 454] },
    windows: [[[80, 146, 6], [100, 186, 18], [246, 198, 30], [336, 146, 8]]],
    pillars: [196],
    doorLines: [[[354, 142], [358, 44]], [[196, 146], [196, 40]], [[76, 146], [92, 110], [130, 84],
      [132, 40]]],
    handles: [166, 322],
    mirror: [344, 144],
    belt: 142,
    roof: 210,
    lights: { head: [96, 114], tail: [112, 138] },
    face: { bonnet: 114, cowl: 142, deck: 138, greenhouse: [0.9, 0.72] },
  },
  saloon: {
    outline: [[8, 32, 6], [0, 92, 12], [4, 130, 14], [100, 140, 26, "glass"], [196, 204, 54],
      [370, 206, 42, "glass"], [466, 142, 24], [604, 124, 38], [638, 100, 18], [640, 54, 10], [634, 32, 6]],
    wheels: { radius: 50, axles: [124, 520] },
    windows: [[[128, 148, 6], [200, 194, 36], [366, 196, 28], [450, 148, 8]]],
    pillars: [290],
    doorLines: [[[468, 142], [470, 40]], [[290, 148], [290, 38]], [[184, 148], [184, 110], [194, 60],
      [194, 38]]],
    handles: [258, 436],
    mirror: [458, 146],
    belt: 144,
    roof: 206,
    lights: { head: [96, 112], tail: [104, 126] },
    face: { bonnet: 112, cowl: 142, deck: 136, greenhouse: [0.88, 0.72] },
  },
  coupe: {
    outline: [[8, 30, 6], [0, 86, 12], [6, 124, 16], [70, 134, 34, "glass"], [214, 186, 64],
      [324, 190, 44, "glass"], [452, 136, 24], [606, 116, 38], [640, 92, 18], [640, 50, 10], [634, 30, 6]],
    wheels: { radius: 52, axles: [128, 512] },
    windows: [[[150, 140, 6], [222, 178, 40], [320, 181, 24], [434, 140, 8]]],
    pillars: [206],
    doorLines: [[[454, 136], [456, 40]], [[232, 140], [228, 40]]],
    handles: [258],
    mirror: [444, 138],
    belt: 138,
    roof: 190,
    lights: { head: [86, 102], tail: [100, 118] },
    face: { bonnet: 104, cowl: 134, deck: 128, greenhouse: [0.86, 0.68] },
  },
  convertible: {
    outline: [[8, 30, 6], [0, 84, 12], [8, 124, 16], [190, 132, 8, "open"], [436, 134, 3, "glass"],
      [400, 184, 3, "trim"], [408, 186, 3, "glass"], [452, 134, 6], [604, 118, 36], [640, 94, 18],
      [640, 50, 10], [634, 30, 6]],
    wheels: { radius: 50, axles: [126, 514] },
    windows: [[[437, 135, 2], [401, 184, 2], [408, 186, 2], [451, 135, 2]]],
    pillars: [],
    doorLines: [[[440, 132], [442, 40]], [[250, 132], [246, 38]]],
    handles: [276],
    mirror: [450, 136],
    belt: 132,
    roof: 186,
    lights: { head: [88, 104], tail: [98, 116] },
    face: { bonnet: 106, cowl: 134, deck: 124, greenhouse: [0.86, 0.8], openTop: true },
    parts: [
      { profile: [[60, 126, 4], [72, 148, 12], [166, 154, 14], [200, 130, 4]], z: [[0.06, 0.94]], material: "fabric" },
      { profile: [[292, 130, 2], [294, 166, 8], [322, 168, 8], [326, 130, 2]], z: [[0.16, 0.36], [0.64, 0.84]],
        material: "trim" },
    ],
  },
  estate: {
    outline: [[6, 32, 6], [0, 100, 12], [6, 156, 18, "glass"], [26, 202, 26], [332, 208, 44, "glass"],
      [450, 142, 24], [604, 124, 38], [638, 100, 18], [640, 54, 10], [634, 32, 6]],
    wheels: { radius: 50, axles: [122, 520] },
    windows: [[[38, 150, 6], [50, 194, 14], [328, 196, 30], [432, 146, 8]]],
    pillars: [104, 250],
    doorLines: [[[452, 142], [456, 40]], [[250, 146], [250, 38]], [[150, 146], [150, 110], [186, 82],
      [186, 38]]],
    handles: [218, 412],
    mirror: [442, 146],
    belt: 146,
    roof: 208,
    lights: { head: [96, 112], tail: [112, 146] },
    face: { bonnet: 112, cowl: 142, deck: 154, greenhouse: [0.9, 0.76] },
  },
  mpv: {
    outline: [[6, 36, 6], [0, 106, 12], [4, 180, 20, "glass"], [26, 242, 34], [350, 246, 52, "glass"],
      [512, 160, 30], [606, 134, 38], [640, 106, 18], [640, 58, 10], [634, 36, 6]],
    wheels: { radius: 52, axles: [120, 512] },
    windows: [[[34, 166, 6], [46, 230, 18], [344, 234, 40], [490, 164, 8]]],
    pillars: [100, 262, 440],
    doorLines: [[[442, 162], [446, 44]], [[262, 162], [262, 42]], [[184, 162], [184, 42]], [[40, 154],
      [184, 154]]],
    handles: [232, 410],
    mirror: [498, 164],
    belt: 162,
    roof: 246,
    lights: { head: [102, 124], tail: [124, 170] },
    face: { bonnet: 124, cowl: 160, deck: 178, greenhouse: [0.94, 0.82] },
  },
  pickup: {
    outline: [[6, 54, 6], [0, 162, 8, "open"], [246, 162, 4], [252, 246, 18], [404, 252, 30, "glass"],
      [484, 186, 20], [616, 170, 30], [644, 142, 16], [644, 82, 10], [636, 54, 6]],
    wheels: { radius: 60, axles: [128, 520] },
    windows: [[[270, 182, 6], [272, 236, 12], [398, 240, 20], [468, 186, 8]]],
    pillars: [370],
    doorLines: [[[486, 184], [486, 130], [450, 100], [450, 58]], [[370, 186], [370, 58]], [[262, 186],
      [262, 58]], [[246, 160], [246, 56]]],
    handles: [336, 452],
    mirror: [476, 190],
    belt: 180,
    roof: 252,
    lights: { head: [128, 150], tail: [96, 150] },
    face: { bonnet: 162, cowl: 186, deck: 162, greenhouse: [0.9, 0.8], loadBed: true },
    cladding: true,
  },
  suv: {
    outline: [[6, 52, 6], [0, 122, 12], [6, 190, 20, "glass"], [26, 236, 26], [332, 242, 40, "glass"],
      [450, 168, 26], [604, 150, 36], [640, 122, 18], [640, 74, 10], [634, 52, 6]],
    wheels: { radius: 60, axles: [122, 518] },
    windows: [[[38, 178, 6], [50, 228, 14], [328, 230, 28], [432, 172, 8]]],
    pillars: [106, 254],
    doorLines: [[[452, 168], [448, 60]], [[254, 172], [254, 56]], [[168, 172], [168, 120], [194, 96],
      [194, 56]]],
    handles: [224, 418],
    mirror: [442, 172],
    belt: 170,
    roof: 242,
    lights: { head: [118, 138], tail: [136, 160] },
    face: { bonnet: 140, cowl: 166, deck: 180, greenhouse: [0.92, 0.8] },
    parts: [
      { profile: [[44, 238, 2], [50, 252, 4], [318, 254, 4], [326, 240, 2]], z: [[0.13, 0.17], [0.83, 0.87]],
        material: "trim" },
    ],
    cladding: true,
  },
};

/** Overall length: the front-most corner of the outline. */
export function lengthOf(s: Silhouette): number {
  return Math.max(...s.outline.map(([x]) => x));
}

/** Track width used by the front, rear and three-quarter views. */
export const carWidth = 272;
