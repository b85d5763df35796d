import { parseEnvForTest } from "./env.server";

describe("environment", () => {
  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnvForTest({ NODE_ENV: "production" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /SESSION_SECRET is required/,
    );
  });

  it("generates a development secret with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const env = parseEnvForTest({ NODE_ENV: "development" } as unknown as NodeJS.ProcessEnv);
    expect(env.SESSION_SECRETS[0]).toHaveLength(64);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("keeps previous secrets for rotation and rejects short ones", () => {
    const secret = "s".repeat(32);
    const env = parseEnvForTest({
      NODE_ENV: "production",
      SESSION_SECRET: secret,
      SESSION_SECRET_PREVIOUS: "old1,old2",
    });
    expect(env.SESSION_SECRETS).toEqual([secret, "old1", "old2"]);
    expect(() => parseEnvForTest({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("rejects a malformed DEALER_API_URL", () => {
    expect(() => parseEnvForTest({ DEALER_API_URL: "not a url" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /DEALER_API_URL/,
    );
  });
});
