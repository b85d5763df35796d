import http from "node:http";
import type { AddressInfo } from "node:net";
import { errorReport, sendErrorReport } from "./error-report.server";

/** A local HTTP listener standing for the error-reporting service: it keeps what it is sent. */
async function listener(status = 204) {
  const received: { method?: string; type?: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method, type: request.headers["content-type"], body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the error report (docs/decisions/230-operability.md)", () => {
  it("names the request, the route and the error, without personal data", () => {
    const error = new Error("No customer jo@example.com", { cause: new TypeError("fetch failed") });
    const report = errorReport(error, { requestId: "request-1", route: "/account", at: new Date(0) });
    expect(report).toMatchObject({
      service: "site",
      requestId: "request-1",
      route: "/account",
      type: "Error",
      message: "No customer [e-mail]",
      cause: "TypeError: fetch failed",
      time: "1970-01-01T00:00:00.000Z",
    });
    expect(JSON.stringify(report)).not.toContain("jo@example.com");
  });

  it("is POSTed as JSON to the configured address", async () => {
    const hook = await listener();
    try {
      const failures: unknown[] = [];
      const report = errorReport(new Error("boom"), { requestId: "request-2", route: "/" });
      await sendErrorReport(report, { url: hook.url, onFailure: (error) => failures.push(error) });
      expect(failures).toEqual([]);
      expect(hook.received).toHaveLength(1);
      expect(hook.received[0].method).toBe("POST");
      expect(hook.received[0].type).toBe("application/json");
      expect(JSON.parse(hook.received[0].body)).toEqual(report);
    } finally {
      await hook.close();
    }
  });

  it("only tells its own failures to onFailure, never throws them", async () => {
    const refusing = await listener(500);
    const failures: unknown[] = [];
    const report = errorReport(new Error("boom"), {});
    try {
      await sendErrorReport(report, { url: refusing.url, onFailure: (error) => failures.push(error) });
    } finally {
      await refusing.close();
    }
    // Nobody listens there any more.
    await sendErrorReport(report, { url: refusing.url, onFailure: (error) => failures.push(error) });
    expect(failures.map((failure) => (failure as Error).message)).toEqual([
      "the error hook answered 500",
      expect.stringMatching(/fetch failed/),
    ]);
  });
});
