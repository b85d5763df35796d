import { createCookieSessionStorage } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/lib/env.server";
import { MAX_OWN_VALUATIONS } from "@contract/valuations";
import { GUEST_SEARCHES_LIMIT } from "~/lib/saved-searches/guest";
import {
  commitVisitorSession,
  DEALS_LIMIT,
  FAVOURITES_LIMIT,
  getVisitorSession,
  RECENTLY_VIEWED_LIMIT,
} from "~/sessions.server";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** A request carrying a visitor cookie signed with the site's secret but holding whatever an older release wrote. */
async function requestWithVisitorCookie(data: Record<string, unknown>): Promise<Request> {
  const raw = createCookieSessionStorage({
    cookie: { name: "__visitor", path: "/", secrets: getEnv().SESSION_SECRETS },
  });
  const session = await raw.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  const cookie = (await raw.commitSession(session)).split(";")[0];
  return new Request("http://localhost/", { headers: { Cookie: cookie } });
}

describe("the visitor session", () => {
  it("fits in one cookie (a browser keeps at most 4,096 bytes) with every saved list full of the longest slugs", async () => {
    // The stock's longest slug is 64 characters (land-rover-range-rover-velar-2-0-d200-mhev-r-dynamic-se-nw100149).
    const slug = (index: number) =>
      `${"land-rover-range-rover-velar-2-0-d200-mhev-r-dynamic-se".slice(0, 55)}-nw${100000 + index}`;
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set(
      "favourites",
      Array.from({ length: FAVOURITES_LIMIT }, (_, index) => slug(index)),
    );
    const recentlyViewed = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, index) => slug(100 + index));
    session.set("recentlyViewed", recentlyViewed);
    session.set(
      "deals",
      Array.from({ length: DEALS_LIMIT }, (_, index) => ({ slug: slug(index), id: crypto.randomUUID() })),
    );
    session.set(
      "valuations",
      Array.from({ length: MAX_OWN_VALUATIONS }, () => crypto.randomUUID()),
    );
    session.set(
      "savedSearches",
      Array.from({ length: GUEST_SEARCHES_LIMIT }, () => crypto.randomUUID()),
    );
    session.set("financeDefaults", {
      term: 48,
      deposit: 10000,
      mileage: 10000,
      type: "PCP",
      depositType: "Percentage",
    });
    session.set("postcode", "LS11 8BU");
    session.set("selectedDealer", "harrogate");
    session.set("listingsView", "list");
    const header = await commitVisitorSession(session);
    expect(header.length).toBeLessThanOrEqual(4096);
    // What the shopper saved is all there; only the oldest of the history made room.
    const cookie = header.split(";")[0];
    const next = await getVisitorSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(next.get("favourites")).toHaveLength(FAVOURITES_LIMIT);
    expect(next.get("deals")).toHaveLength(DEALS_LIMIT);
    expect(next.get("savedSearches")).toHaveLength(GUEST_SEARCHES_LIMIT);
    const kept = next.get("recentlyViewed") ?? [];
    expect(kept).toEqual(recentlyViewed.slice(0, kept.length));
  });

  it("keeps what the site wrote, through a commit and a later request", async () => {
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("favourites", ["ford-fiesta-yd18wbw"]);
    session.set("listingsView", "list");
    session.set("financeDefaults", { term: 48, deposit: 1000, mileage: 10000, type: "PCP" });
    const cookie = (await commitVisitorSession(session)).split(";")[0];

    const next = await getVisitorSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(next.get("favourites")).toEqual(["ford-fiesta-yd18wbw"]);
    expect(next.get("listingsView")).toBe("list");
    expect(next.get("financeDefaults")).toEqual({ term: 48, deposit: 1000, mileage: 10000, type: "PCP" });
  });

  it("reads a value of the wrong shape as not there, and keeps the others", async () => {
    const request = await requestWithVisitorCookie({
      favourites: "ford-fiesta-yd18wbw",
      recentlyViewed: [7],
      listingsView: "table",
      financeDefaults: { term: "48", type: "HP" },
      selectedDealer: "york",
      postcode: "LS11 8BU",
    });
    const session = await getVisitorSession(request);
    expect(session.get("favourites") ?? null).toBeNull();
    expect(session.get("recentlyViewed") ?? null).toBeNull();
    expect(session.get("listingsView") ?? null).toBeNull();
    expect(session.get("financeDefaults") ?? null).toBeNull();
    expect(session.get("selectedDealer")).toBe("york");
    expect(session.get("postcode")).toBe("LS11 8BU");
  });

  it("drops a key the site no longer writes, keeping the rest", async () => {
    const request = await requestWithVisitorCookie({
      favourites: ["ford-fiesta-yd18wbw"],
      compareList: ["a"],
    });
    const session = await getVisitorSession(request);
    expect(session.get("favourites")).toEqual(["ford-fiesta-yd18wbw"]);
    expect(Object.keys(session.data)).not.toContain("compareList");
  });

  it("keeps a flashed value for the next read", async () => {
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.flash("selectedDealer", "york");
    const cookie = (await commitVisitorSession(session)).split(";")[0];
    const next = await getVisitorSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(next.get("selectedDealer")).toBe("york");
  });
});
