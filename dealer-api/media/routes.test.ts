import { mediaRoutes, vehicleAltText, vehicleImagePath, type VehicleAppearance } from "./routes";
import { xmlProblems } from "./well-formed";

const fiesta: VehicleAppearance = {
  bodyType: "hatchback",
  colourName: "Red",
  colourHex: "#b3261e",
  make: "Ford",
  range: "Fiesta",
  year: 2019,
};
const app = mediaRoutes({
  appearance: async (slug) => (slug === "ford-fiesta-ab19cde" ? fiesta : undefined),
});

describe("GET /media/vehicles/:slug/:file", () => {
  it("answers an immutable, tagged SVG labelled with alt-text words", async () => {
    const response = await app.request("/media/vehicles/ford-fiesta-ab19cde/side-medium.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBeTruthy();
    const svg = await response.text();
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain(">Red 2019 Ford Fiesta, side view</title>");
    expect(svg).toContain('width="800" height="600"');
  });

  it("serves every view and size, and answers 304 to a matching If-None-Match", async () => {
    const path = vehicleImagePath("ford-fiesta-ab19cde", "front-three-quarter", "thumb");
    expect(path).toBe("/media/vehicles/ford-fiesta-ab19cde/front-three-quarter-thumb.svg");
    const first = await app.request(path);
    expect(first.status).toBe(200);
    const again = await app.request(path, { headers: { "If-None-Match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
  });

  it.each([
    "/media/vehicles/no-such-car/side-medium.svg",
    "/media/vehicles/ford-fiesta-ab19cde/top-medium.svg",
    "/media/vehicles/ford-fiesta-ab19cde/side-huge.svg",
    "/media/vehicles/ford-fiesta-ab19cde/side-medium.png",
    "/media/vehicles/ford-fiesta-ab19cde/side.svg",
  ])("answers 404 for %s", async (path) => {
    expect((await app.request(path)).status).toBe(404);
  });

  it("words the alt text for each view", () => {
    expect(vehicleAltText(fiesta, "rear-three-quarter")).toBe(
      "Red 2019 Ford Fiesta, rear three-quarter view",
    );
    expect(vehicleAltText(fiesta, "interior")).toBe("Red 2019 Ford Fiesta, interior");
  });
});

describe("GET /media/placeholder.svg and /media/blog/:slug.svg", () => {
  it("serves the placeholder", async () => {
    const response = await app.request("/media/placeholder.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    const svg = await response.text();
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain("Image coming soon");
  });

  it("draws the same picture for the same slug and different ones for different slugs", async () => {
    const get = async (slug: string) => (await app.request(`/media/blog/${slug}.svg`)).text();
    const [a, again, b] = await Promise.all([
      get("winter-car-checks"),
      get("winter-car-checks"),
      get("car-tax"),
    ]);
    expect(xmlProblems(a)).toEqual([]);
    expect(a).toBe(again);
    expect(a).not.toBe(b);
  });

  it.each(["/media/blog/Bad..Slug.svg", "/media/blog/winter.png", "/media/blog/.svg"])(
    "answers 404 for %s",
    async (path) => {
      expect((await app.request(path)).status).toBe(404);
    },
  );
});
