import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createDealerApi, type DealerApi } from "../../dealer-api/setup";
import { httpTransport, setTransport } from "~/dealer/transport.server";
import { forgetEverything } from "~/lib/cache.server";
import {
  getContentPage,
  getDepartments,
  getHeaderPage,
  getHomePage,
  getListedMakes,
  getListedVocabulary,
  getMenu,
  getPage,
  getSearchPage,
  getSitemapEntries,
  getSnippets,
  getSocials,
  lookupRedirect,
} from "~/dealer/content.server";
import {
  findVehicleSlug,
  findVehiclesBySlugs,
  getFilterOptions,
  getResultsPage,
  getStockVocabulary,
  getVehicle,
  searchUsedVehicles,
  searchVehicles,
  suggestVehicles,
} from "~/dealer/stock.server";
import { DealerApiError } from "~/dealer/errors";
import { calculate, getBulkFinance, getFinance, getVehicleFinance } from "~/dealer/finance.server";
import { getBlogCategories, getBlogListing, listBlogPosts } from "~/dealer/blog.server";
import { getOffers, getReviews } from "~/dealer/offers-reviews.server";
import { getFormDefinition } from "~/dealer/forms.server";

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

beforeEach(() => forgetEverything());

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

  it("the site content's pages are the pages' own answers", async () => {
    expect(await getHeaderPage()).toEqual(await getPage("header"));
    expect(await getSearchPage()).toEqual(await getPage("used-cars-search"));
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

describe("page answers over HTTP", () => {
  it("a content page with its form and the latest posts, as the separate calls answer them", async () => {
    const answer = await getContentPage("about-us");
    expect(answer.page).toEqual(await getPage("about-us"));
    expect(answer.form).toEqual({ status: "found", definition: await getFormDefinition(7) });
    expect(answer.latest_posts).toEqual(
      (await listBlogPosts({ resultsPerPage: 5, page: 1, sort: "age|desc" })).posts,
    );
    await expect(getContentPage("no-such-page")).rejects.toMatchObject({ kind: "not-found" });
  });

  it("the home page's blocks, as the separate calls answer them", async () => {
    const answer = await getHomePage();
    const reviews = await getReviews();
    expect(answer.reviews).toEqual({
      data: reviews.reviews,
      meta: { average: reviews.average, count: reviews.count },
    });
    expect(answer.offers).toEqual(await getOffers());
    expect(answer.cars_on_offer!.length).toBeGreaterThan(0);
  });

  it("a blog listing page, as the separate calls answer it", async () => {
    const answer = await getBlogListing({ resultsPerPage: 13, page: 1, featured: 3 });
    expect(answer.posts).toEqual((await listBlogPosts({ resultsPerPage: 13, page: 1 })).posts);
    expect(answer.featured).toEqual((await listBlogPosts({ sticky: true, resultsPerPage: 3 })).posts);
    expect(answer.categories).toEqual(await getBlogCategories());
    await expect(
      getBlogListing({ resultsPerPage: 13, category: "no-such", featured: 0 }),
    ).rejects.toMatchObject({
      kind: "not-found",
    });
  });

  it("a results page, as the separate calls answer it, and the listed cars' vocabulary", async () => {
    const query = { status: "FOR_SALE_RETAIL", min_images: 1, finance_term: 48, finance_deposit: 1000 };
    const answer = await getResultsPage({ ...query, page: 2 });
    const used = await searchUsedVehicles("cars", { ...query, page: 2 });
    expect(answer.vehicles).toEqual(used.vehicles);
    expect(answer.meta).toEqual(used.meta);
    expect(answer.options).toEqual(await getFilterOptions(query));
    expect(answer.quotes).toEqual(
      await getBulkFinance(
        answer.vehicles.map((vehicle) => vehicle.vrm),
        { term: 48, deposit: 1000, depositType: "Amount" },
      ),
    );
    expect(await getListedVocabulary()).toEqual(
      await getStockVocabulary({ status: "FOR_SALE_RETAIL", min_images: 1 }),
    );
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
    // The site content's makes are those the filter counts give the listed cars, most cars first.
    const listed = { status: "FOR_SALE_RETAIL", min_images: 1 };
    const listedOptions = await getFilterOptions(listed);
    const makes = await getListedMakes();
    expect(makes.length).toBeGreaterThan(5);
    expect(makes.map((make) => make.count)).toEqual(
      [...makes.map((make) => make.count)].sort((a, b) => b - a),
    );
    for (const make of makes) expect(make.count).toBe(listedOptions.make[make.slug]!.count);
    const make = makes[0]!.slug;
    const byMake = await searchVehicles({ ...listed, make, resultsPerPage: 100 });
    expect(byMake.vehicles.every((vehicle) => vehicle.make.slug === make)).toBe(true);
    expect(byMake.meta.total).toBe(makes[0]!.count);
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
    const suggestions = await suggestVehicles(car.range.name, 5, {
      status: "FOR_SALE_RETAIL",
      min_images: 1,
    });
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

describe("finance calls over HTTP", () => {
  it("quotes one car, and the bulk calls agree with it", async () => {
    const { vehicles } = await searchVehicles({ sort: "price|desc", resultsPerPage: 3 });
    const params = { term: 36, mileage: 10000, deposit: 2000 };
    const quotes = await getFinance(vehicles[0]!.vrm, params);
    expect(quotes?.hpQuote).toMatchObject({
      key: "HP",
      term: 36,
      deposit: 2000,
      // The cash price includes the compulsory admin fee (docs/decisions/131-cash-price-promotions-monthly-search.md).
      cash_price: vehicles[0]!.final_price + vehicles[0]!.admin_fee,
    });
    const byVrm = await getBulkFinance(
      vehicles.map((vehicle) => vehicle.vrm),
      params,
    );
    expect(byVrm[vehicles[0]!.vrm]).toEqual(quotes);
    const byStockId = await getVehicleFinance(
      vehicles.map((vehicle) => vehicle.stock_id),
      params,
    );
    expect(Object.keys(byStockId).sort()).toEqual(vehicles.map((vehicle) => vehicle.stock_id).sort());
    expect(await getBulkFinance([], params)).toEqual({});
  });

  it("answers undefined for an unknown car and rejects a bad choice", async () => {
    expect(await getFinance("ZZ99ZZZ", {})).toBeUndefined();
    const { vehicles } = await searchVehicles({ resultsPerPage: 1 });
    await expect(getFinance(vehicles[0]!.vrm, { term: 30 })).rejects.toMatchObject({
      kind: "rejected",
      status: 400,
    });
  });

  it("calculates both products, or the one asked for", async () => {
    const both = await calculate({
      cashPrice: 12_995,
      term: 48,
      deposit: 1000,
      registrationDate: "2023-03-01",
    });
    expect(both.HP?.quote).toMatchObject({ Term: 48, Deposit: 1000, TotalPrice: 12_995 });
    expect(both.PCP?.quote?.GuaranteedFutureValue).toBeGreaterThan(0);
    const pcpAtSixtyMonths = await calculate({ cashPrice: 12_995, term: 60, product: "PCP" });
    expect(Object.keys(pcpAtSixtyMonths)).toEqual(["PCP"]);
    expect(pcpAtSixtyMonths.PCP).toEqual({ quote: null, reason: "PCP is offered over 24, 36 or 48 months" });
  });
});
