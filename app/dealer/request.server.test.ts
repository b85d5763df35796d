import { z } from "zod";
import { callDealerApi, dealerPath, orFallback, queryString } from "./request.server";
import { siteMetrics } from "~/lib/ops/metrics.server";
import { setTransport } from "./transport.server";
import { withRequestContext } from "./request-context.server";
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
    [422, "rejected", 503],
    [429, "unavailable", 503],
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

  it("gives up after the timeout even when the transport ignores the signal", async () => {
    setTransport(() => new Promise<Response>(() => {}));
    const error = await failureOf(callDealerApi("/api/x", { schema, timeoutMs: 30 }));
    expect(error.kind).toBe("timeout");
  });

  it("gives up when the answer's body never ends", async () => {
    setTransport(async () => new Response(new ReadableStream({ start() {} }), { status: 200 }));
    const error = await failureOf(callDealerApi("/api/x", { schema, timeoutMs: 30 }));
    expect(error.kind).toBe("timeout");
  });

  it("shares the site request's time limit between its calls", async () => {
    setTransport(() => new Promise<Response>(() => {}));
    const started = Date.now();
    const errors = await withRequestContext({ requestId: "request-1", dealerTimeLimitMs: 60 }, async () => [
      await failureOf(callDealerApi("/api/x", { schema, timeoutMs: 1000 })),
      await failureOf(callDealerApi("/api/y", { schema, timeoutMs: 1000 })),
    ]);
    expect(errors.map((error) => error.kind)).toEqual(["timeout", "timeout"]);
    expect(Date.now() - started).toBeLessThan(900);
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

describe("callDealerApi keeps tagged answers (ETag) and asks again with If-None-Match", () => {
  afterEach(() => setTransport(undefined));

  it("sends the tag back, and on 304 answers with the answer it kept", async () => {
    const seen: (string | null)[] = [];
    let answers = 0;
    setTransport(async (request) => {
      seen.push(request.headers.get("If-None-Match"));
      if (request.headers.get("If-None-Match") === '"v1"') return new Response(null, { status: 304 });
      answers += 1;
      return Response.json({ data: { name: `Leeds ${answers}` } }, { headers: { ETag: '"v1"' } });
    });
    const first = await callDealerApi("/api/tagged", { schema, query: { a: 1 } });
    const second = await callDealerApi("/api/tagged", { schema, query: { a: 1 } });
    expect(first).toEqual({ data: { name: "Leeds 1" } });
    expect(second).toBe(first);
    expect(seen).toEqual([null, '"v1"']);
    // Shared by every request from now on, so nobody can change it.
    expect(Object.isFrozen(second.data)).toBe(true);
  });

  it("keeps nothing for an answer without a tag, and replaces a kept answer the API changed", async () => {
    let tag = '"t1"';
    const seen: (string | null)[] = [];
    setTransport(async (request) => {
      seen.push(request.headers.get("If-None-Match"));
      return Response.json({ data: { name: tag } }, { headers: { ETag: tag } });
    });
    await callDealerApi("/api/changing", { schema });
    tag = '"t2"';
    expect(await callDealerApi("/api/changing", { schema })).toEqual({ data: { name: '"t2"' } });
    expect(seen).toEqual([null, '"t1"']);

    const untagged: (string | null)[] = [];
    setTransport(async (request) => {
      untagged.push(request.headers.get("If-None-Match"));
      return Response.json({ data: { name: "York" } });
    });
    await callDealerApi("/api/untagged", { schema });
    await callDealerApi("/api/untagged", { schema });
    expect(untagged).toEqual([null, null]);
  });

  it("does not use an answer kept under another contract for the same URL", async () => {
    const other = z.object({ data: z.object({ name: z.string(), town: z.string().optional() }) });
    setTransport(async (request) =>
      request.headers.get("If-None-Match")
        ? new Response(null, { status: 304 })
        : Response.json({ data: { name: "Hull" } }, { headers: { ETag: '"same"' } }),
    );
    await callDealerApi("/api/two-contracts", { schema });
    // Asked under another contract, the call doesn't offer the tag, so it gets (and checks) the whole answer.
    await expect(callDealerApi("/api/two-contracts", { schema: other })).resolves.toEqual({
      data: { name: "Hull" },
    });
  });
});

describe("callDealerApi names the site request it is made for (docs/decisions/230-operability.md)", () => {
  afterEach(() => setTransport(undefined));

  it("sends the request's id in X-Request-Id", async () => {
    const seen: (string | null)[] = [];
    setTransport(async (request) => {
      seen.push(request.headers.get("X-Request-Id"));
      return Response.json({ data: { name: "Leeds" } });
    });
    await withRequestContext({ requestId: "site-request-42", dealerTimeLimitMs: 1000 }, () =>
      callDealerApi("/api/x", { schema }),
    );
    await callDealerApi("/api/x", { schema });
    expect(seen).toEqual(["site-request-42", null]);
  });

  it("names a call by its path's fixed text, never by the parts from variables", async () => {
    setTransport(async () => Response.json({ data: { name: "Leeds" } }));
    const slug = "ford-fiesta-ab12cde";
    expect(dealerPath`/api/v2/vehicle/${slug}/offers`).toEqual({
      path: "/api/v2/vehicle/ford-fiesta-ab12cde/offers",
      name: "/api/v2/vehicle/*/offers",
    });
    await callDealerApi(dealerPath`/api/v2/vehicle/${slug}`, { schema });
    const text = await siteMetrics.exposition();
    expect(text).toMatch(
      /site_dealer_api_call_duration_seconds_count\{call="\/api\/v2\/vehicle\/\*",outcome="ok"\} \d+/,
    );
    expect(text).not.toContain(slug);
  });
});
