import { timeLeftMs, withDealerDeadline } from "./deadline.server";

describe("the request's dealer API deadline", () => {
  it("gives a call outside a request the whole limit", () => {
    expect(timeLeftMs(8000)).toBe(8000);
  });

  it("shares one limit between the calls of a request, across awaits", async () => {
    await withDealerDeadline(1000, async () => {
      const start = Date.now();
      expect(timeLeftMs(1000, start)).toBeLessThanOrEqual(1000);
      await Promise.resolve();
      expect(timeLeftMs(1000, start + 600)).toBeLessThanOrEqual(400);
      expect(timeLeftMs(1000, start + 5000)).toBe(0);
    });
  });

  it("keeps concurrent requests apart", async () => {
    const now = Date.now();
    const [a, b] = await Promise.all([
      withDealerDeadline(100, async () => timeLeftMs(5000, now)),
      withDealerDeadline(3000, async () => timeLeftMs(5000, now)),
    ]);
    expect(a).toBeLessThanOrEqual(100);
    expect(b).toBeGreaterThan(2000);
  });
});
