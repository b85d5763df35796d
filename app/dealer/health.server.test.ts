import { dealerHealth } from "./health.server";
import { setTransport } from "./transport.server";

describe("whether the dealer API and its database answer", () => {
  afterEach(() => setTransport(undefined));

  it("is ok when GET /health answers ok", async () => {
    const asked: string[] = [];
    setTransport(async (request) => {
      asked.push(new URL(request.url).pathname);
      return Response.json({ status: "ok", database: "ok" });
    });
    expect(await dealerHealth()).toBe("ok");
    expect(asked).toEqual(["/health"]);
  });

  it("blames the database when the dealer API says it does not answer (503)", async () => {
    setTransport(async () => Response.json({ error: { status: 503 } }, { status: 503 }));
    expect(await dealerHealth()).toBe("database");
  });

  it("blames the dealer API when it cannot be reached or fails otherwise", async () => {
    setTransport(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await dealerHealth()).toBe("dealer-api");
    setTransport(async () => new Response("oops", { status: 500 }));
    expect(await dealerHealth()).toBe("dealer-api");
  });
});
