import { beforeEach, describe, expect, it, vi } from "vitest";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";
import { financeDefaultsOf } from "./defaults.server";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("a percentage deposit kept as the shopper's finance defaults (ADR 290)", () => {
  it("comes back from the session as a percentage, for every car to read against its own price", async () => {
    const basis = {
      term: 36,
      deposit: 10,
      depositType: "Percentage" as const,
      mileage: 6000,
      type: "HP" as const,
    };
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("financeDefaults", basis);
    const cookie = (await commitVisitorSession(session)).split(";")[0];
    const next = await getVisitorSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(financeDefaultsOf(next)).toEqual({ defaults: basis, stored: true });
  });
});
