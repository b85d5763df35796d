import { bodyTypes } from "./body-types";
import { paintTones } from "./colour";
import { imageSizes, vehicleSvg, vehicleViews, type ImageSize } from "./vehicle-svg";
import { xmlProblems } from "./well-formed";

const sizes = Object.keys(imageSizes) as ImageSize[];
const colourHex = "#B3261E";

describe("vehicleSvg", () => {
  for (const bodyType of bodyTypes) {
    for (const view of vehicleViews) {
      it(`draws a ${bodyType}, ${view}, in every size`, () => {
        for (const size of sizes) {
          const label = `Red 2019 Test ${bodyType}, ${view}`;
          const svg = vehicleSvg({ bodyType, colourHex, view, size, label });
          expect(xmlProblems(svg)).toEqual([]);
          const [width, height] = imageSizes[size];
          expect(svg).toMatch(
            new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 800 600"`),
          );
          expect(svg).toContain('role="img"');
          expect(svg).toMatch(new RegExp(`<title id="[^"]+">${label}</title>`));
          expect(svg).toContain(`stop-color="${paintTones(colourHex).base}"`);
        }
      });
    }
  }

  it("escapes the label", () => {
    const svg = vehicleSvg({
      bodyType: "suv",
      colourHex,
      view: "side",
      size: "thumb",
      label: `Black & "Blue" <SUV>`,
    });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain("<title id=");
    expect(svg).toContain("Black &amp; &quot;Blue&quot; &lt;SUV&gt;</title>");
  });

  it("is deterministic and gives each body type its own silhouette", () => {
    const draw = (bodyType: (typeof bodyTypes)[number]) =>
      vehicleSvg({ bodyType, colourHex, view: "side", size: "medium", label: "x" }).replace(
        /v[0-9a-z]+-/g,
        "",
      );
    expect(draw("estate")).toBe(draw("estate"));
    expect(new Set(bodyTypes.map(draw)).size).toBe(bodyTypes.length);
  });

  it("tints by the colour, and copes with short or invalid hex", () => {
    const tint = (hex: string) =>
      vehicleSvg({ bodyType: "coupe", colourHex: hex, view: "front", size: "thumb", label: "x" });
    expect(tint("#fff")).toContain('stop-color="#ffffff"');
    expect(xmlProblems(tint("not a colour"))).toEqual([]);
  });

  it("keeps ids unique per picture so several can be inlined in one page", () => {
    const ids = (label: string) =>
      [
        ...vehicleSvg({ bodyType: "mpv", colourHex, view: "side", size: "thumb", label }).matchAll(
          / id="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    const [first, second] = [ids("one"), ids("two")];
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });
});

describe("xmlProblems", () => {
  it("catches the mistakes generated markup can make", () => {
    expect(xmlProblems("<svg><g></svg>")).not.toEqual([]);
    expect(xmlProblems('<svg a="1" a="2"/>')).not.toEqual([]);
    expect(xmlProblems('<svg x="NaN"/>')).not.toEqual([]);
    expect(xmlProblems("<svg>a & b</svg>")).not.toEqual([]);
    expect(xmlProblems("<svg/><svg/>")).not.toEqual([]);
    expect(xmlProblems('<svg a="1"><title>a &amp; b</title></svg>')).toEqual([]);
  });
});
