import { currentRequestId, timeLeftMs, withRequestContext } from "./request-context.server";

const inRequest = <T>(dealerTimeLimitMs: number, handle: () => T, requestId = "request-1") =>
  withRequestContext({ requestId, dealerTimeLimitMs }, handle);

describe("the request's dealer API deadline", () => {
  it("gives a call outside a request the whole limit", () => {
    expect(timeLeftMs(8000)).toBe(8000);
  });

  it("shares one limit between the calls of a request, across awaits", async () => {
    await inRequest(1000, async () => {
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
      inRequest(100, async () => timeLeftMs(5000, now)),
      inRequest(3000, async () => timeLeftMs(5000, now)),
    ]);
    expect(a).toBeLessThanOrEqual(100);
    expect(b).toBeGreaterThan(2000);
  });
});

describe("the request's id", () => {
  it("is known across awaits, and apart for concurrent requests", async () => {
    const idAfterAwait = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return currentRequestId();
    };
    const ids = await Promise.all([
      inRequest(1000, idAfterAwait, "request-a"),
      inRequest(1000, idAfterAwait, "request-b"),
    ]);
    expect(ids).toEqual(["request-a", "request-b"]);
  });

  it("is none outside a request", () => {
    expect(currentRequestId()).toBeUndefined();
  });
});
