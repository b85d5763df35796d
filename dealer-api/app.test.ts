import { Writable } from "node:stream";
import { createDealerApp } from "./app";
import { openDealerDatabase } from "./db/database";
import { createDealerLog } from "./log";

/** A log that keeps its lines, parsed. */
function keptLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createDealerLog(destination, { LOG_LEVEL: "info" }) };
}

describe("the dealer API's request log and health (docs/decisions/230-operability.md)", () => {
  it("answers with the site's request id and logs one line for the request under the same id", async () => {
    const { db } = openDealerDatabase({ url: ":memory:" });
    const { lines, log } = keptLog();
    try {
      const app = createDealerApp({ db, log });
      const response = await app.fetch(
        new Request("http://dealer-api.internal/api/nothing-here?postcode=LS11+8BU", {
          headers: { "X-Request-Id": "site-request-77" },
        }),
      );
      expect(response.status).toBe(404);
      expect(response.headers.get("X-Request-Id")).toBe("site-request-77");
      expect(lines).toEqual([
        expect.objectContaining({
          service: "dealer-api",
          level: "info",
          requestId: "site-request-77",
          method: "GET",
          status: 404,
          query: ["postcode"],
          durationMs: expect.any(Number),
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain("LS11");
    } finally {
      await db.destroy();
    }
  });

  it("gives a request that came without a safe id one of its own", async () => {
    const { db } = openDealerDatabase({ url: ":memory:" });
    try {
      const app = createDealerApp({ db, log: keptLog().log });
      const response = await app.fetch(
        new Request("http://dealer-api.internal/health", { headers: { "X-Request-Id": "bad id" } }),
      );
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await db.destroy();
    }
  });

  it("logs the route's pattern, not the address", async () => {
    const { db } = openDealerDatabase({ url: ":memory:" });
    const { lines, log } = keptLog();
    try {
      const app = createDealerApp({ db, log });
      await app.fetch(new Request("http://dealer-api.internal/api/places/LS11%208BU"));
      expect(lines[0]).toMatchObject({ route: "/api/places/:postcode" });
      expect(JSON.stringify(lines)).not.toMatch(/LS11/);
    } finally {
      await db.destroy();
    }
  });

  it("/health is 200 while the database answers, and 503 once it does not", async () => {
    const { db } = openDealerDatabase({ url: ":memory:" });
    const { lines, log } = keptLog();
    const app = createDealerApp({ db, log });
    const healthy = await app.fetch(new Request("http://dealer-api.internal/health"));
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("Cache-Control")).toBe("no-store");
    expect(await healthy.json()).toEqual({ status: "ok", database: "ok" });
    await db.destroy();
    const down = await app.fetch(new Request("http://dealer-api.internal/health"));
    expect(down.status).toBe(503);
    expect(down.headers.get("Cache-Control")).toBe("no-store");
    expect(await down.json()).toEqual({
      error: { status: 503, message: "The database does not answer" },
    });
    expect(lines.find((line) => line.level === "error")).toMatchObject({
      msg: "the database does not answer",
      err: { type: expect.any(String), message: expect.any(String) },
    });
  });
});
