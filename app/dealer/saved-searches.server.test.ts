import { openDealerApiForTests } from "./test-dealer-api";
import { isLoginRefused } from "./errors";
import {
  claimGuestSearches,
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  updateSavedSearch,
} from "./saved-searches.server";
import { listCarAlerts } from "./car-alerts.server";

/** The site's saved-search client against a real (in-memory) dealer API: both sides of the contract at once. */
openDealerApiForTests();

const search = { name: "Cars under £20,000", site_query: "max_price=20000", stock_query: "max_price=20000" };

describe("the saved-search client", () => {
  it("saves a guest's search, finds it by id, renames it, marks it seen and deletes it", async () => {
    const saved = await saveSearch(search, undefined, "198.51.100.7");
    if (saved.kind !== "saved") throw new Error(`not saved: ${saved.kind}`);
    expect(saved.search).toMatchObject({ name: search.name, site_query: "max_price=20000", new_count: 0 });
    const listed = await listSavedSearches({ ids: [saved.search.id] });
    expect(listed?.map((each) => each.id)).toEqual([saved.search.id]);
    const renamed = await updateSavedSearch(saved.search.id, { name: "  Under\u0000 £20k " }, undefined);
    expect(renamed).toMatchObject({ kind: "saved", search: { name: "Under £20k" } });
    expect(await updateSavedSearch(saved.search.id, { seen: true }, undefined)).toMatchObject({
      kind: "saved",
    });
    expect(await deleteSavedSearch(saved.search.id, undefined)).toBe(true);
    expect(await listSavedSearches({ ids: [saved.search.id] })).toEqual([]);
  });

  it("answers a name the dealer API refuses, and an id it does not know, in the shopper's terms", async () => {
    const saved = await saveSearch(search, undefined, "198.51.100.8");
    if (saved.kind !== "saved") throw new Error("not saved");
    const tooLong = await updateSavedSearch(saved.search.id, { name: "x".repeat(81) }, undefined);
    expect(tooLong).toMatchObject({ kind: "invalid", message: expect.stringContaining("80 characters") });
    expect(
      await updateSavedSearch("00000000-0000-4000-8000-000000000000", { seen: true }, undefined),
    ).toEqual({
      kind: "not-found",
    });
    expect(await updateSavedSearch("../../etc", { seen: true }, undefined)).toEqual({ kind: "not-found" });
  });

  it("passes a login the dealer API refuses on to the caller, which signs the customer out", async () => {
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => false,
        (error: unknown) => isLoginRefused(error),
      );
    expect(await refused(listSavedSearches({ token: "not-a-login" }))).toBe(true);
    expect(await refused(saveSearch(search, "not-a-login", null))).toBe(true);
    expect(await refused(listCarAlerts("not-a-login"))).toBe(true);
    // Straight after signing in the login is fresh: a refusal there keeps the guest's searches for next time.
    expect(await claimGuestSearches(["00000000-0000-4000-8000-000000000000"], "not-a-login")).toBeUndefined();
  });
});
