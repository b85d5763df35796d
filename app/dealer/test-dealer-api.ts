import { afterAll, beforeAll } from "vitest";
import { createDealerApi, type DealerApi } from "../../dealer-api/test-support";
import { setTransport } from "./transport.server";

export interface EmbeddedDealerApi {
  /** The dealer API, once `beforeAll` has run. */
  readonly api: DealerApi;
  /** The first car for sale (by id). */
  readonly slug: string;
}

/**
 * For tests of the site's loaders and actions: a seeded in-memory dealer API that the site's one client talks to in
 * process, opened before the file's tests and closed after them.
 */
export function openDealerApiForTests(
  vehicles = 20,
  today = new Date("2026-11-01T12:00:00Z"),
): EmbeddedDealerApi {
  const state: { api?: DealerApi; slug?: string } = {};
  beforeAll(async () => {
    const api = await createDealerApi({ filename: ":memory:", vehicles, seed: 20261101, today });
    setTransport(async (request) => api.app.fetch(request));
    const car = await api.db
      .selectFrom("vehicles")
      .select("slug")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    Object.assign(state, { api, slug: car.slug });
  });
  afterAll(async () => {
    setTransport(undefined);
    await state.api?.close();
  });
  return {
    get api() {
      if (!state.api) throw new Error("The dealer API opens in beforeAll");
      return state.api;
    },
    get slug() {
      if (!state.slug) throw new Error("The dealer API opens in beforeAll");
      return state.slug;
    },
  };
}
