import { DealerApiError, errorForStatus, pageLoader, statusForPage, SERVICE_UNAVAILABLE } from "./errors";

const failure = (kind: DealerApiError["kind"], status?: number) =>
  new DealerApiError(kind, "/api/x", "it failed", status);

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

describe("statusForPage", () => {
  it.each([
    ["not-found", 404, 404],
    // Loaders check the visitor's URL before calling: a refusal is the service failing, not a missing page (ADR 260).
    ["rejected", 400, 503],
    ["rejected", 422, 503],
    ["unavailable", 500, 503],
    ["unavailable", undefined, 503],
    ["timeout", undefined, 503],
    // An answer the site cannot read is no answer, to the shopper: the next request tries again.
    ["bad-response", 200, 503],
  ] as const)("%s (%s) → %i", (kind, status, expected) => {
    expect(statusForPage(failure(kind, status))).toBe(expected);
  });

  it("anything else is the site's own fault: 500", () => {
    expect(statusForPage(new TypeError("x is undefined"))).toBe(500);
  });
});

describe("errorForStatus", () => {
  it.each([
    [404, "not-found"],
    [410, "not-found"],
    // A busy dealer API asks to be asked again: the service is unavailable just now, nothing is missing.
    [429, "unavailable"],
    [408, "unavailable"],
    [400, "rejected"],
    [422, "rejected"],
    [500, "unavailable"],
    [503, "unavailable"],
  ] as const)("%i → %s", (status, kind) => {
    expect(errorForStatus(status, "/api/x").kind).toBe(kind);
  });
});

describe("pageLoader", () => {
  const args = { request: new Request("http://localhost/about-us"), params: {}, context: {} };

  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("answers what the loader answers", async () => {
    const loader = pageLoader(async () => Response.json({ ok: true }));
    expect(await (await loader(args)).json()).toEqual({ ok: true });
  });

  it("turns an unavailable dealer API into the 503 error page, saying so and nothing more", async () => {
    const loader = pageLoader(async () => {
      throw failure("unavailable");
    });
    const thrown = await thrownBy(() => loader(args));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(SERVICE_UNAVAILABLE);
    expect(SERVICE_UNAVAILABLE).toBe("The service is unavailable just now (503)");
    expect(console.error).toHaveBeenCalled();
  });

  it("turns a car or page the dealer API doesn't know into the 404 page", async () => {
    const thrown = (await thrownBy(() =>
      pageLoader(async () => {
        throw failure("not-found", 404);
      })(args),
    )) as Response;
    expect(thrown.status).toBe(404);
    expect(await thrown.text()).toBe("");
  });

  it("turns a refusal into the 503 page, warning that a check before the call is missing", async () => {
    const thrown = (await thrownBy(() =>
      pageLoader(async () => {
        throw failure("rejected", 400);
      })(args),
    )) as Response;
    expect(thrown.status).toBe(503);
    expect(await thrown.text()).toBe(SERVICE_UNAVAILABLE);
    expect(console.warn).toHaveBeenCalled();
  });

  it("leaves thrown responses (redirects, 404s) and the site's own errors alone", async () => {
    const redirect = new Response(null, { status: 301, headers: { Location: "/x" } });
    expect(
      await thrownBy(() =>
        pageLoader(async () => {
          throw redirect;
        })(args),
      ),
    ).toBe(redirect);
    const bug = new TypeError("x is undefined");
    expect(
      await thrownBy(() =>
        pageLoader(async () => {
          throw bug;
        })(args),
      ),
    ).toBe(bug);
  });
});
