import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createDealerApi, type DealerApi } from "../../dealer-api/setup";
import { httpTransport, setTransport } from "~/dealer/transport.server";
import { clearContentCache } from "~/dealer/cache.server";
import {
  getDepartments,
  getMenu,
  getPage,
  getSitemapEntries,
  getSnippets,
  getSocials,
  lookupRedirect,
} from "~/dealer/content.server";
import {
  findVehicleSlug,
  findVehiclesBySlugs,
  getFilterOptions,
  getPopularMakes,
  getVehicle,
  searchUsedVehicles,
  searchVehicles,
  suggestVehicles,
} from "~/dealer/stock.server";
import { DealerApiError } from "~/dealer/errors";

/** The site's dealer client against the dealer API over real HTTP: both sides of the contract at once. */
let api: DealerApi;
let server: ServerType;

beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 120,
    seed: 7,
    today: new Date("2026-11-01T12:00:00Z"),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, port: 0 }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  setTransport(httpTransport(`http://127.0.0.1:${port}`));
});

afterAll(async () => {
  setTransport(undefined);
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

beforeEach(() => clearContentCache());

describe("content calls over HTTP", () => {
  it("menus, snippets, socials and departments", async () => {
    const header = await getMenu("header");
    expect(header.length).toBeGreaterThan(2);
    expect(header.some((item) => item.children.length > 0)).toBe(true);
    expect((await getMenu("footer")).length).toBeGreaterThan(0);
    expect((await getMenu("footer-term-links")).map((link) => link.url)).toContain("/terms-and-conditions");
    expect(Object.keys(await getSnippets())).toContain("financial-disclosure");
    expect((await getSocials()).map((social) => social.site_name)).toEqual(
      expect.arrayContaining(["facebook", "instagram"]),
    );
    const departments = await getDepartments();
    expect(departments).toHaveLength(4);
    expect(departments.map((department) => department.name)).toEqual(
      [...departments.map((department) => department.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("pages, redirects and sitemap entries", async () => {
    const header = await getPage("header");
    expect(header.fields[0]?.data).toMatchObject({ url: expect.stringContaining("logo") });
    expect((await getPage("about-us")).page_title).toBeTruthy();
    expect(await lookupRedirect("/used-cars")).toEqual({ status: 301, url: "/used/cars/search" });
    const entries = await getSitemapEntries();
    expect(entries.some((entry) => entry.path.startsWith("/blog/"))).toBe(true);
  });

  it("maps a missing page to not-found", async () => {
    await expect(getPage("no-such-page")).rejects.toMatchObject({ kind: "not-found" });
    await expect(getPage("no-such-page")).rejects.toBeInstanceOf(DealerApiError);
  });
});

describe("stock calls over HTTP", () => {
  it("searches, pages and counts", async () => {
    const first = await searchVehicles({ sort: "price|asc" });
    expect(first.vehicles).toHaveLength(9);
    expect(first.meta.total).toBeGreaterThan(9);
    const prices = first.vehicles.map((vehicle) => vehicle.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const used = await searchUsedVehicles("cars", { page: 2 });
    expect(used.meta.current_page).toBe(2);
    const options = await getFilterOptions({});
    expect(options.total).toBeGreaterThan(0);
    const popular = await getPopularMakes(5);
    expect(popular).toHaveLength(5);
    const make = popular[0]!.slug;
    const byMake = await searchVehicles({ make, resultsPerPage: 100 });
    expect(byMake.vehicles.every((vehicle) => vehicle.make.slug === make)).toBe(true);
    expect(byMake.meta.total).toBe(options.make[make]!.count);
  });

  it("finds cars by slug, plate and suggestion", async () => {
    const { vehicles } = await searchVehicles({ resultsPerPage: 3 });
    const slugs = vehicles.map((vehicle) => vehicle.slug).reverse();
    expect((await findVehiclesBySlugs([...slugs, "no-such-car"])).map((vehicle) => vehicle.slug)).toEqual(
      slugs,
    );
    const car = vehicles[0]!;
    expect(await findVehicleSlug({ vrm: car.vrm })).toBe(car.slug);
    expect(await findVehicleSlug({ stock_id: car.stock_id })).toBe(car.slug);
    expect(await findVehicleSlug({ vrm: "ZZ99ZZZ" })).toBeUndefined();
    const detail = await getVehicle(car.slug);
    expect(detail?.provenance.items).toHaveLength(12);
    expect(await getVehicle("no-such-car")).toBeUndefined();
    const suggestions = await suggestVehicles(car.range.name);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it("maps bad input to rejected", async () => {
    await expect(searchVehicles({ sort: "sideways" })).rejects.toMatchObject({
      kind: "rejected",
      status: 400,
    });
  });
});
