import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { branches } from "../branches";
import { placeAnswer, readPostcode, type PostcodeReading } from "../contract/places";
import { milesBetween } from "./distance";
import { embeddedPlaces, findInTable } from "./embedded";
import { lookUpPlace } from "./look-up";
import { PlaceServiceError } from "./place-finder";
import { postcodeAreas, postcodeDistricts } from "./postcode-table";
import { postcodeService, withFallback } from "./postcodes-io";
import { placeRoutes } from "./routes";

const reading = (text: string): PostcodeReading => {
  const read = readPostcode(text);
  if (!read.ok) throw new Error(read.message);
  return read.value;
};

describe("readPostcode", () => {
  it.each([
    ["ls11 8bu", "LS11 8BU", "LS11", "LS11", "LS", true],
    [" LS118BU ", "LS11 8BU", "LS11", "LS11", "LS", true],
    ["ls11", "LS11", "LS11", "LS11", "LS", false],
    ["sw1a 1aa", "SW1A 1AA", "SW1A", "SW1", "SW", true],
    ["SW1A", "SW1A", "SW1A", "SW1", "SW", false],
    ["m15", "M15", "M15", "M15", "M", false],
  ])("reads %j as %s", (text, postcode, outward, district, area, full) => {
    expect(readPostcode(text)).toEqual({ ok: true, value: { postcode, outward, district, area, full } });
  });

  it.each(["", "   ", "LS", "Leeds", "LS11 8", "12345", "LS11 8BU LS11 8BU"])("refuses %j", (text) => {
    const read = readPostcode(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^Enter (your postcode|a UK postcode, like LS11 8BU)/);
  });
});

describe("the embedded table", () => {
  it("has every UK postcode area, each inside the British Isles", () => {
    expect(Object.keys(postcodeAreas)).toHaveLength(124);
    for (const [, latitude, longitude] of Object.values(postcodeAreas)) {
      expect(latitude).toBeGreaterThan(49);
      expect(latitude).toBeLessThan(61);
      expect(longitude).toBeGreaterThan(-8.5);
      expect(longitude).toBeLessThan(2);
    }
  });

  it("puts each branch's district within 2 miles of the branch", () => {
    for (const branch of branches) {
      const place = findInTable(reading(branch.postcode))!;
      expect(place.precision).toBe("district");
      expect(milesBetween(place, branch)).toBeLessThan(2);
    }
  });

  it("keeps every district within 50 miles of its area's town", () => {
    for (const [district, [latitude, longitude]] of Object.entries(postcodeDistricts)) {
      const area = postcodeAreas[district.match(/^[A-Z]+/)![0]];
      expect(milesBetween({ latitude, longitude }, { latitude: area[1], longitude: area[2] })).toBeLessThan(
        50,
      );
    }
  });

  it("falls back from a postcode to its district, then to its area", () => {
    expect(findInTable(reading("LS11 8BU"))).toMatchObject({ matched: "LS11", precision: "district" });
    expect(findInTable(reading("LS11"))).toMatchObject({ matched: "LS11", precision: "district" });
    expect(findInTable(reading("BD1 1SR"))).toMatchObject({ matched: "BD", precision: "area" });
    expect(findInTable(reading("SW1A 1AA"))).toMatchObject({ matched: "SW", precision: "area" });
    expect(findInTable(reading("QQ1 1AA"))).toBeUndefined();
  });
});

describe("lookUpPlace", () => {
  it("answers the place with every branch's distance, nearest first", async () => {
    const looked = await lookUpPlace(embeddedPlaces, "ls11 8bu");
    expect(looked.ok).toBe(true);
    if (!looked.ok) return;
    expect(placeAnswer.parse({ data: looked.place }).data.postcode).toBe("LS11 8BU");
    expect(looked.place.outward).toBe("LS11");
    expect(looked.place.branches.map((branch) => branch.slug)).toEqual([
      "leeds",
      "york",
      "sheffield",
      "manchester",
    ]);
    expect(looked.place.branches[0].miles).toBe(0);
    // Leeds to Manchester's branch, as the crow flies.
    expect(looked.place.branches.at(-1)!.miles).toBeGreaterThan(33);
    expect(looked.place.branches.at(-1)!.miles).toBeLessThan(38);
  });

  it("says which is wrong: no postcode at all, or one that does not exist", async () => {
    expect(await lookUpPlace(embeddedPlaces, "Leeds")).toMatchObject({ ok: false, status: 400 });
    expect(await lookUpPlace(embeddedPlaces, "QQ1 1AA")).toMatchObject({
      ok: false,
      status: 404,
      message: expect.stringContaining("We can't find the postcode QQ1 1AA"),
    });
  });
});

describe("GET /api/places/{postcode}", () => {
  const app = placeRoutes({ places: embeddedPlaces });
  it("answers the place, 400 for no postcode, 404 for an unknown one", async () => {
    const found = await app.request("/api/places/M15%204EZ");
    expect(found.status).toBe(200);
    expect(placeAnswer.parse(await found.json()).data.branches[0].slug).toBe("manchester");
    const bad = await app.request("/api/places/not-a-postcode");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { status: 400, message: expect.stringMatching(/^Enter a UK postcode/) },
    });
    expect((await app.request("/api/places/QQ1")).status).toBe(404);
  });
});

/** Answers recorded from postcodes.io, replayed: the adapter's contract with the real service. */
const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

function replay(answers: Record<string, [status: number, body: string]>) {
  const asked: string[] = [];
  const send = (async (url: string | URL | Request) => {
    asked.push(String(url));
    const path = new URL(String(url)).pathname;
    const [status, body] = answers[path] ?? [404, recorded("postcodes-io-not-found.json")];
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { asked, send };
}

describe("the postcodes.io adapter", () => {
  it("reads a postcode's own centroid from the recorded answer", async () => {
    const { asked, send } = replay({
      "/postcodes/LS11%208BU": [200, recorded("postcodes-io-ls11-8bu.json")],
    });
    const service = postcodeService({ baseUrl: "https://postcodes.example/", fetch: send });
    expect(await service.find(reading("ls11 8bu"))).toEqual({
      matched: "LS11 8BU",
      precision: "postcode",
      latitude: 53.776901,
      longitude: -1.55958,
    });
    expect(asked).toEqual(["https://postcodes.example/postcodes/LS11%208BU"]);
  });

  it("asks for the outward code alone, and falls back to it for a postcode it does not know", async () => {
    const { asked, send } = replay({ "/outcodes/LS11": [200, recorded("postcodes-io-outcode-ls11.json")] });
    const service = postcodeService({ baseUrl: "https://postcodes.example", fetch: send });
    expect(await service.find(reading("LS11"))).toMatchObject({ matched: "LS11", precision: "district" });
    expect(await service.find(reading("LS11 9ZZ"))).toMatchObject({ matched: "LS11", latitude: 53.7785 });
    expect(await service.find(reading("QQ1 1AA"))).toBeUndefined();
    expect(asked).toHaveLength(5);
  });

  it("fails loudly on an answer it cannot read, and the fallback then uses the embedded table", async () => {
    const { send } = replay({ "/postcodes/LS11%208BU": [200, JSON.stringify({ status: 200, result: {} })] });
    const service = postcodeService({ baseUrl: "https://postcodes.example", fetch: send });
    await expect(service.find(reading("LS11 8BU"))).rejects.toBeInstanceOf(PlaceServiceError);
    const down = postcodeService({
      baseUrl: "https://postcodes.example",
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    });
    await expect(withFallback(down, embeddedPlaces).find(reading("LS11 8BU"))).resolves.toMatchObject({
      matched: "LS11",
      precision: "district",
    });
  });
});
