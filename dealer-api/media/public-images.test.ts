import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bodyTypes } from "./body-types";
import { faviconIco } from "./brand";
import { bodyTypeIcon, iconColours } from "./icons";
import { publicImages } from "./public-images";
import { xmlProblems } from "./well-formed";

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));

describe("generated public images", () => {
  it("are well-formed, titled SVG", () => {
    for (const [path, content] of publicImages()) {
      if (typeof content !== "string") continue;
      expect(xmlProblems(content), path).toEqual([]);
      expect(content, path).toMatch(/role="img"/);
      expect(content, path).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
    }
  });

  it("are committed up to date (regenerate with npx tsx dealer-api/media/write-public-images.ts)", () => {
    for (const [path, content] of publicImages()) {
      const committed = readFileSync(`${publicDir}${path}`);
      expect(Buffer.compare(committed, Buffer.from(content)), path).toBe(0);
    }
  });

  it("give every body type an outline icon and a filled brand-colour active icon", () => {
    for (const bodyType of bodyTypes) {
      expect(bodyTypeIcon(bodyType, false)).toContain(`stroke="${iconColours.base}"`);
      expect(bodyTypeIcon(bodyType, true)).toContain(`fill="${iconColours.active}"`);
    }
    expect(bodyTypeIcon("mpv", false)).toContain(">MPV</title>");
  });
});

describe("favicon.ico", () => {
  const ico = Buffer.from(faviconIco());

  it("is an icon directory of 16 and 32 pixel 32-bit images whose entries point inside the file", () => {
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    const entries = [0, 1].map((i) => {
      const at = 6 + 16 * i;
      return {
        size: ico[at],
        bpp: ico.readUInt16LE(at + 6),
        length: ico.readUInt32LE(at + 8),
        offset: ico.readUInt32LE(at + 12),
      };
    });
    expect(entries.map((e) => [e.size, e.bpp])).toEqual([
      [16, 32],
      [32, 32],
    ]);
    for (const { size, length, offset } of entries) {
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(ico.readUInt32LE(offset)).toBe(40);
      expect(ico.readInt32LE(offset + 4)).toBe(size);
      expect(ico.readInt32LE(offset + 8)).toBe(size * 2);
      expect(length).toBe(40 + size * size * 4 + Math.ceil(size / 32) * 4 * size);
    }
  });

  it("has transparent corners and a navy body", () => {
    const offset = ico.readUInt32LE(6 + 16 + 12);
    const pixel = (x: number, y: number) => {
      const at = offset + 40 + ((31 - y) * 32 + x) * 4;
      return [ico[at + 2], ico[at + 1], ico[at], ico[at + 3]];
    };
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(3, 16)).toEqual([0x0b, 0x3d, 0x91, 255]);
  });
});
