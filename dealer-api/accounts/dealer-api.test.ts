import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenAnswer, customerAnswer } from "../contract/accounts";
import { orderAnswer } from "../contract/click-collect";
import { createDealerApi, type DealerApi } from "../setup";
import { DEMO_CUSTOMER } from "./seed";

let api: DealerApi;
beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 20,
    seed: 20261101,
    today: new Date("2026-11-23T12:00:00Z"),
  });
});
afterAll(() => api.close());

const call = async (path: string, { body, token }: { body?: unknown; token?: string } = {}) => {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await api.app.request(path, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("accounts and click-and-collect in the dealer API", () => {
  it("seeds the demo customer of the README, who can sign in and start an order", async () => {
    const login = await call("/api/v2/contact/auth/login", { body: DEMO_CUSTOMER });
    expect(login.status).toBe(200);
    const token = accessTokenAnswer.parse(login.body).data.access_token;
    const shown = customerAnswer.parse((await call("/api/v2/contact/auth/show", { token })).body).data;
    expect(shown).toMatchObject({
      email: "demo@northwaycars.co.uk",
      first_name: "Demo",
      scope: ["customer"],
    });
    const car = await api.db
      .selectFrom("vehicles")
      .select("slug")
      .where("status", "=", "FOR_SALE_RETAIL")
      .executeTakeFirstOrThrow();
    const created = await call("/api/v2/click-collect/orders", { body: { vehicle_slug: car.slug }, token });
    expect(created.status).toBe(201);
    expect(orderAnswer.parse(created.body).data.status).toBe("draft");
  });
});
