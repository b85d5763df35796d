import { createCookieSessionStorage } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/lib/env.server";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";

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
