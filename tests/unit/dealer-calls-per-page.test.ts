import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import { httpTransport, setTransport } from "~/dealer/transport.server";
import { siteMetrics } from "~/lib/ops/metrics.server";
import { forgetEverything } from "~/lib/cache.server";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";
import * as root from "~/root";
import * as home from "~/routes/_index";
import * as vehicle from "~/routes/used.$category.$slug/route";
import * as results from "~/routes/used.cars.search._index";
import * as contact from "~/routes/contact";
import * as blog from "~/routes/blog._index";
import * as offers from "~/routes/special-offers._index";
import * as sell from "~/routes/sell-my-car._index";
import * as favourites from "~/routes/favourites";
import * as deal from "~/routes/used.$category.$slug_.deal";
import * as content from "~/routes/$";

/**
 * Issue 37: every page in at most three dealer API calls, the car's page in one (docs/decisions/334-page-shaped-answers.md).
 * A document GET runs the root loader and the page's own side by side, as Remix does; the calls are counted where the
 * one client records them for /metrics (request.server.ts). Each page is counted twice:
 * - warm, a page's steady state: what every page shares (GET /api/site-content) and each page's own content are kept a
 *   minute (app/lib/cache.server.ts, `content`), and after the minute served while one load refreshes them, so a
 *   page of a running process asks only for what is not kept;
 * - cold, a process's first page (`forgetEverything()` first): it also loads what every page shares, in one call, and
 *   its own content.
 * Every page is held to three calls both ways; the pages whose own content comes in a page-shaped answer (the home
 * page, results, blog, special offers, content pages) to their exact calls too.
 */
const MOST_CALLS = 3;

/**
 * The pages whose own content comes in a page-shaped answer (docs/benchmarks.md, "Dealer API calls per page"), with
 * the calls they make cold and warm. Each list is exact, so a page that gains or loses a call fails here until this
 * list and the benchmarks say so.
 */
const EXACT_CALLS: Record<string, { cold: string[]; warm: string[] }> = {
  // Its reviews, offers, latest posts and cars on offer in one answer (not kept: it carries prices), beside the hero's
  // counts; the hero's stock vocabulary comes with the site content.
  home: {
    cold: ["/api/site-content", "/api/home-page", "/api/v2/vehicle-search-filter"],
    warm: ["/api/home-page", "/api/v2/vehicle-search-filter"],
  },
  // The cars, their option counts and their quotes in one answer (tagged: warm, a 304), and the enquiry form (kept a
  // minute); the stock's vocabulary comes with the site content.
  results: {
    cold: ["/api/site-content", "/api/form/*", "/api/results-page"],
    warm: ["/api/results-page"],
  },
  // The page of posts, the featured ones and the categories in one answer, beside the blog's page (kept a minute).
  blog: {
    cold: ["/api/site-content", "/api/page/*", "/api/blog/listing"],
    warm: ["/api/blog/listing"],
  },
  // The page with its form and the latest posts in one answer, and the offers: both kept a minute.
  offers: {
    cold: ["/api/site-content", "/api/content-pages/*", "/api/offers"],
    warm: [],
  },
  // The page with its form and the latest posts in one answer, kept a minute.
  "content page": { cold: ["/api/site-content", "/api/content-pages/*"], warm: [] },
};

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
interface Page {
  name: string;
  path: () => string;
  loader: Loader;
  params?: () => Record<string, string>;
  calls?: number;
}

// A seeded dealer API in memory, the site's client talking to it in process until a describe says otherwise.
const dealer = openDealerApiForTests(40);
let slug = "";
let cookie = "";

const pages: Page[] = [
  { name: "home", path: () => "/", loader: home.loader as Loader },
  {
    name: "car page",
    path: () => `/used/cars/${slug}`,
    loader: vehicle.loader as Loader,
    params: () => ({ category: "cars", slug }),
    calls: 1,
  },
  {
    name: "car page with a postcode and finance choices",
    path: () => `/used/cars/${slug}?postcode=LS11%208BU&finance_term=36&calc_deposit=2000&budget_amount=9000`,
    loader: vehicle.loader as Loader,
    params: () => ({ category: "cars", slug }),
    calls: 1,
  },
  { name: "results", path: () => "/used/cars/search?make=ford", loader: results.loader as Loader },
  { name: "contact", path: () => "/contact", loader: contact.loader as Loader },
  { name: "branches", path: () => "/contact?branch=leeds", loader: contact.loader as Loader },
  { name: "blog", path: () => "/blog", loader: blog.loader as Loader },
  { name: "offers", path: () => "/special-offers", loader: offers.loader as Loader },
  { name: "sell my car", path: () => "/sell-my-car", loader: sell.loader as Loader },
  { name: "favourites", path: () => "/favourites", loader: favourites.loader as Loader },
  {
    name: "deal page",
    path: () => `/used/cars/${slug}/deal`,
    loader: deal.loader as Loader,
    params: () => ({ category: "cars", slug }),
  },
  {
    name: "content page",
    path: () => "/about-us",
    loader: content.loader as Loader,
    params: () => ({ "*": "about-us" }),
  },
];

beforeAll(async () => {
  slug = dealer.slug;
  // A shopper with a saved car: the favourites page has a car to price.
  const session = await getVisitorSession(new Request("http://localhost/"));
  session.set("favourites", [slug]);
  cookie = (await commitVisitorSession(session)).split(";")[0]!;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** The dealer API calls of one document GET of the page: its root loader and its own, at once. */
async function callsOf(page: Page): Promise<string[]> {
  const calls: string[] = [];
  const counted = vi
    .spyOn(siteMetrics, "recordDealerCall")
    .mockImplementation(({ call }) => void calls.push(call));
  const args = () => ({
    request: new Request(`http://localhost${page.path()}`, { headers: { Cookie: cookie } }),
    params: page.params?.() ?? {},
    context: {},
  });
  try {
    for (const answer of await Promise.allSettled([root.loader(args()), page.loader(args())])) {
      // A loader may answer by throwing a Response (a redirect); anything else is a broken page.
      if (answer.status === "rejected" && !(answer.reason instanceof Response)) throw answer.reason;
      const response = answer.status === "fulfilled" ? answer.value : answer.reason;
      if (response instanceof Response) expect(response.status).toBeLessThan(400);
    }
  } finally {
    counted.mockRestore();
  }
  return calls;
}

function countsEveryPage() {
  describe("cold: a process's first page", () => {
    it.each(pages.map((page) => [page.name, page] as const))(
      "%s: at most three calls, the content every page shares in one of them",
      async (name, page) => {
        forgetEverything();
        const calls = await callsOf(page);
        expect(calls.filter((call) => call === "/api/site-content")).toHaveLength(1);
        expect(calls.length, calls.join(", ")).toBeLessThanOrEqual(MOST_CALLS);
        const exact = EXACT_CALLS[name];
        if (exact) expect([...calls].sort()).toEqual([...exact.cold].sort());
        if (page.calls !== undefined) expect(calls).toHaveLength(page.calls + 1);
      },
    );
    it("the root loader asks one endpoint for everything the layout shows", async () => {
      forgetEverything();
      const calls: string[] = [];
      const counted = vi
        .spyOn(siteMetrics, "recordDealerCall")
        .mockImplementation(({ call }) => void calls.push(call));
      try {
        const request = new Request("http://localhost/contact", { headers: { Cookie: cookie } });
        await root.loader({ request, params: {}, context: {} });
      } finally {
        counted.mockRestore();
      }
      expect(calls).toEqual(["/api/site-content"]);
    });
  });

  describe("warm: a page of a running process", () => {
    beforeAll(async () => {
      forgetEverything();
      // What every page shares, and each page's own content, is loaded by the first page that wants it and kept.
      for (const page of pages) await callsOf(page);
    });
    it.each(pages.map((page) => [page.name, page] as const))(
      "%s: at most three calls, the car page one",
      async (name, page) => {
        const calls = await callsOf(page);
        if (page.calls !== undefined) expect(calls).toHaveLength(page.calls);
        expect(calls.length, calls.join(", ")).toBeLessThanOrEqual(MOST_CALLS);
        const exact = EXACT_CALLS[name];
        if (exact) expect([...calls].sort()).toEqual([...exact.warm].sort());
      },
    );
  });
}

describe("in process", () => {
  beforeAll(() => setTransport(async (request) => dealer.api.app.fetch(request)));
  countsEveryPage();
  it("asks the car page of one endpoint", async () => {
    await callsOf(pages[1]!);
    expect(await callsOf(pages[1]!)).toEqual(["/api/vehicle-pages/*"]);
  });
});

describe("over HTTP (DEALER_API_URL)", () => {
  let server: ServerType;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: dealer.api.app.fetch, port: 0 }, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    setTransport(httpTransport(`http://127.0.0.1:${port}`));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  countsEveryPage();
});
