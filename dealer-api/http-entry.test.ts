import { entrySettings, guarded, isAuthorised } from "./http-entry";

const TOKEN = "a-shared-secret-of-at-least-32-chars!";

describe("entrySettings", () => {
  it("listens on this machine only by default, with no token needed", () => {
    expect(entrySettings({})).toEqual({ host: "127.0.0.1", port: 4000, token: undefined });
    expect(entrySettings({ DEALER_API_HOST: "::1", DEALER_API_PORT: "4100" }).host).toBe("::1");
  });

  it("refuses to listen on a network without a token, and a short token", () => {
    expect(() => entrySettings({ DEALER_API_HOST: "0.0.0.0" })).toThrow(/DEALER_API_TOKEN/);
    expect(() => entrySettings({ DEALER_API_HOST: "10.0.0.5", DEALER_API_TOKEN: "short" })).toThrow(/32/);
    expect(entrySettings({ DEALER_API_HOST: "0.0.0.0", DEALER_API_TOKEN: TOKEN })).toMatchObject({
      host: "0.0.0.0",
      token: TOKEN,
    });
  });
});

describe("guarded", () => {
  const app = guarded(() => Response.json({ data: "ok" }), TOKEN);

  it("answers a call with the token", async () => {
    const answer = await app(new Request("http://api/x", { headers: { Authorization: `Bearer ${TOKEN}` } }));
    expect(answer.status).toBe(200);
  });

  it("refuses a call without it, or with another, before the app sees it (X-Client-Id is not believed)", async () => {
    const refused: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong" },
      { Authorization: TOKEN },
      { "X-Client-Id": "1" },
    ];
    for (const headers of refused) {
      const answer = await app(new Request("http://api/x", { headers }));
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: { status: 401, message: "This API answers the dealer's website only" },
      });
    }
  });

  it("lets every call through when no token is set (loopback only)", () => {
    expect(isAuthorised(null, undefined)).toBe(true);
  });
});
