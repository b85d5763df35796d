import { z } from "zod";
import { callDealerApi, orFallback, queryString } from "./request.server";
import { setTransport } from "./transport.server";
import { DealerApiError, statusForPage } from "./errors";

const schema = z.object({ data: z.object({ name: z.string() }) });

async function failureOf(promise: Promise<unknown>): Promise<DealerApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DealerApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("callDealerApi error mapping", () => {
  afterEach(() => setTransport(undefined));

  it("parses a good answer with the contract", async () => {
    setTransport(async () => Response.json({ data: { name: "Leeds" } }));
    await expect(callDealerApi("/api/x", { schema })).resolves.toEqual({ data: { name: "Leeds" } });
  });

  it.each([
    [404, "not-found", 404],
    [422, "rejected", 500],
    [500, "unavailable", 503],
    [503, "unavailable", 503],
  ])("maps HTTP %i to %s (page status %i)", async (status, kind, pageStatus) => {
    setTransport(async () => new Response("{}", { status }));
    const error = await failureOf(callDealerApi("/api/x", { schema }));
    expect(error.kind).toBe(kind);
    expect(statusForPage(error)).toBe(pageStatus);
  });

  it("maps an unreachable API to unavailable", async () => {
    setTransport(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await failureOf(callDealerApi("/api/x", { schema }))).kind).toBe("unavailable");
  });

  it("gives up after the timeout", async () => {
    setTransport(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener("abort", () => reject(request.signal.reason));
        }),
    );
    const error = await failureOf(callDealerApi("/api/x", { schema, timeoutMs: 30 }));
    expect(error.kind).toBe("timeout");
  });

  it("rejects answers that are not JSON or break the contract", async () => {
    setTransport(async () => new Response("<html>", { status: 200 }));
    expect((await failureOf(callDealerApi("/api/x", { schema }))).kind).toBe("bad-response");
    setTransport(async () => Response.json({ data: { name: 42 } }));
    const error = await failureOf(callDealerApi("/api/x", { schema }));
    expect(error.kind).toBe("bad-response");
    expect(error.message).toContain("data.name");
  });

  it("sends JSON bodies and query strings", async () => {
    let seen: Request | undefined;
    setTransport(async (request) => {
      seen = request;
      return Response.json({ data: { name: "ok" } });
    });
    await callDealerApi("/api/y", {
      method: "POST",
      body: { slugs: ["a"] },
      query: { page: 2, empty: "" },
      schema,
    });
    expect(seen?.method).toBe("POST");
    expect(new URL(seen!.url).search).toBe("?page=2");
    expect(await seen!.json()).toEqual({ slugs: ["a"] });
  });

  it("orFallback swallows a failure", async () => {
    await expect(orFallback(Promise.reject(new Error("down")), [])).resolves.toEqual([]);
  });

  it("queryString skips empty values", () => {
    expect(queryString({ make: "ford,bmw", range: undefined, page: 1 })).toBe("?make=ford%2Cbmw&page=1");
  });
});
