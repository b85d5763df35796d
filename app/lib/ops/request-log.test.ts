import { requestLine } from "./request-log";

describe("a request's log line (docs/decisions/230-operability.md)", () => {
  const route = { id: "routes/search.$term", pattern: "/search/:term", loggedPath: "/search/:term" };

  it("names the request, its route, the query's parameter names (never their values), status and time", () => {
    expect(
      requestLine({
        requestId: "request-1",
        method: "GET",
        route,
        query: { postcode: "LS11 8BU", make: ["ford", "bmw"], q: "jo@example.com" },
        status: 200,
        seconds: 0.01234,
        finished: true,
      }),
    ).toEqual({
      level: "info",
      fields: {
        requestId: "request-1",
        method: "GET",
        path: "/search/:term",
        route: "/search/:term",
        query: ["make", "postcode", "q"],
        status: 200,
        durationMs: 12.3,
      },
    });
  });

  it("says when the client left before the answer was sent", () => {
    const line = requestLine({
      requestId: "r",
      method: "GET",
      route,
      query: {},
      status: 200,
      seconds: 1,
      finished: false,
    });
    expect(line.fields.aborted).toBe(true);
  });

  it("logs served files at debug, and files that fail at info", () => {
    const file = { pattern: "/build/*", loggedPath: "/build/app.js" };
    const served = { requestId: "r", method: "GET", route: file, query: {}, seconds: 0.001, finished: true };
    expect(requestLine({ ...served, status: 200 }).level).toBe("debug");
    expect(requestLine({ ...served, status: 304 }).level).toBe("debug");
    expect(requestLine({ ...served, status: 404 }).level).toBe("info");
  });
});
