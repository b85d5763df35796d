import { bodyTypes } from "./body-types";
import { paintTones } from "./colour";
import { lengthOf, silhouettes, type Silhouette } from "./silhouettes";
import { vehicleSvg } from "./vehicle-svg";

/**
 * The pictures are true to each car's body type (ADR 312): shapes told apart by the proportions a buyer reads, not only
 * by markup that differs somewhere.
 */

/** The roof's height at its rear end against its highest point: 1 for a flat roof run to the back. */
function roofFall(s: Silhouette): number {
  const roofCorner = s.outline.findIndex(([, y]) => y >= s.roof - 20);
  return s.outline[roofCorner][1] / s.roof;
}

/** How much of the car lies behind the rear axle. */
const rearOverhang = (s: Silhouette) => s.wheels.axles[0] / lengthOf(s);

const sideOutline = (bodyType: (typeof bodyTypes)[number], colourHex = "#B3261E") =>
  vehicleSvg({ bodyType, colourHex, view: "side", size: "medium", label: "x" });

/** The body panel's path: the first path filled with the paint's gradient. */
function bodyPath(svg: string): string {
  const match = /<path d="([^"]+)"[^>]*fill="url\(#[^"]*body[^"]*\)"/.exec(svg);
  if (!match) throw new Error("no body path in the picture");
  return match[1];
}

describe("the generated pictures of each body type", () => {
  const { hatchback, estate, suv, saloon, mpv } = silhouettes;

  it("draw a hatchback shorter than an estate, with less car behind its rear wheel", () => {
    expect(lengthOf(hatchback) / lengthOf(estate)).toBeLessThanOrEqual(0.9);
    expect(rearOverhang(hatchback)).toBeLessThan(rearOverhang(estate));
  });

  it("let a hatchback's roof fall to its tailgate where an estate's runs flat to the back", () => {
    expect(roofFall(hatchback)).toBeLessThanOrEqual(0.93);
    expect(roofFall(estate)).toBeGreaterThanOrEqual(0.95);
    expect(roofFall(mpv)).toBeGreaterThanOrEqual(0.95);
  });

  it("give a hatchback one side window behind the front door's, an estate two", () => {
    expect(hatchback.pillars).toHaveLength(1);
    expect(estate.pillars).toHaveLength(2);
  });

  it("stand an SUV taller and higher off the ground than an estate or a saloon", () => {
    for (const lower of [estate, saloon, hatchback]) {
      expect(suv.roof).toBeGreaterThan(lower.roof * 1.1);
      expect(suv.outline[0][1]).toBeGreaterThan(lower.outline[0][1]);
      expect(suv.wheels.radius).toBeGreaterThan(lower.wheels.radius);
    }
  });

  it("draw a different body outline for a hatchback, an estate and an SUV, in the car's colour", () => {
    const [hatch, est, tall] = (["hatchback", "estate", "suv"] as const).map((type) => sideOutline(type));
    expect(new Set([bodyPath(hatch), bodyPath(est), bodyPath(tall)]).size).toBe(3);
    for (const svg of [hatch, est, tall]) expect(svg).toContain(`stop-color="${paintTones("#B3261E").base}"`);
    const blue = sideOutline("hatchback", "#1F3A93");
    expect(blue).toContain(`stop-color="${paintTones("#1F3A93").base}"`);
    expect(blue).not.toContain(`stop-color="${paintTones("#B3261E").base}"`);
  });
});
