import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDealerApi, dealerApiOptionsFromEnv, type DealerApi } from "../setup";

/** Every string in an answer that names something the dealer API serves under /media/, wherever it sits. */
function mediaAddresses(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/media/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaAddresses);
  if (value && typeof value === "object") return Object.values(value).flatMap(mediaAddresses);
  return [];
}

let api: DealerApi;
beforeAll(async () => {
  // The stock the site seeds on first start (400 cars of the default seed), in memory.
  const defaults = dealerApiOptionsFromEnv({ NODE_ENV: "test", SEED_TODAY: "2026-11-24" });
  api = await createDealerApi({ ...defaults, filename: ":memory:" });
});
afterAll(() => api.close());

describe("the seeded stock's media", () => {
  // About 7,000 pictures drawn one by one: longer than a unit test's usual limit on a busy machine.
  it("advertises only addresses the dealer API answers with 200", { timeout: 120_000 }, async () => {
    const slugs = (await api.db.selectFrom("vehicles").select("slug").orderBy("id").execute()).map(
      (row) => row.slug,
    );
    expect(slugs).toHaveLength(400);
    const advertised = new Set<string>();
    for (const slug of slugs) {
      const answer = await api.app.request(`/api/v2/vehicle/${slug}`);
      expect(answer.status, slug).toBe(200);
      for (const address of mediaAddresses(await answer.json())) advertised.add(address);
    }
    expect(advertised.size).toBeGreaterThan(1000);
    const failing: string[] = [];
    for (const address of advertised) {
      const answer = await api.app.request(address);
      if (answer.status !== 200) failing.push(`${answer.status} ${address}`);
    }
    expect(failing).toEqual([]);
  });
});
