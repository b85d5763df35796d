import { parseEnvForTest } from "./env.server";

describe("environment", () => {
  it("requires SESSION_SECRET in production at a public address, without any way round it", () => {
    for (const extra of [{}, { ALLOW_GENERATED_SESSION_SECRET: "1" }]) {
      const source = { NODE_ENV: "production", SITE_URL: "https://www.northwaycars.co.uk", ...extra };
      expect(() => parseEnvForTest(source as unknown as NodeJS.ProcessEnv)).toThrow(
        /SESSION_SECRET is required/,
      );
    }
  });

  it("generates a secret for a production build tried on this machine (npm start)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const SITE_URL of [undefined, "http://localhost:3000", "http://127.0.0.1:8080"]) {
      const source = { NODE_ENV: "production", ...(SITE_URL ? { SITE_URL } : {}) };
      expect(parseEnvForTest(source as unknown as NodeJS.ProcessEnv).SESSION_SECRETS[0]).toHaveLength(64);
    }
    warn.mockRestore();
  });

  it("believes no proxy unless told how many there are", () => {
    expect(
      parseEnvForTest({ SESSION_SECRET: "s".repeat(32) } as unknown as NodeJS.ProcessEnv).TRUST_PROXY,
    ).toBe(0);
    const env = parseEnvForTest({
      SESSION_SECRET: "s".repeat(32),
      TRUST_PROXY: "2",
    } as unknown as NodeJS.ProcessEnv);
    expect(env.TRUST_PROXY).toBe(2);
    expect(() => parseEnvForTest({ TRUST_PROXY: "yes" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /TRUST_PROXY/,
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

  it("reads the operating settings, refusing a log level, hook address or metrics token that cannot work", () => {
    const base = { SESSION_SECRET: "s".repeat(32) };
    const env = parseEnvForTest({
      ...base,
      LOG_LEVEL: "warn",
      ERROR_WEBHOOK_URL: "https://errors.example.com/hook",
      METRICS_TOKEN: "m".repeat(24),
    } as unknown as NodeJS.ProcessEnv);
    expect(env).toMatchObject({
      LOG_LEVEL: "warn",
      ERROR_WEBHOOK_URL: "https://errors.example.com/hook",
      METRICS_TOKEN: "m".repeat(24),
    });
    const unset = parseEnvForTest(base as unknown as NodeJS.ProcessEnv);
    expect([unset.LOG_LEVEL, unset.ERROR_WEBHOOK_URL, unset.METRICS_TOKEN]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    for (const [name, value, problem] of [
      ["LOG_LEVEL", "verbose", /LOG_LEVEL/],
      ["ERROR_WEBHOOK_URL", "errors.example.com", /ERROR_WEBHOOK_URL/],
      ["METRICS_TOKEN", "short", /METRICS_TOKEN must be at least 24 characters/],
    ] as const)
      expect(() => parseEnvForTest({ ...base, [name]: value } as unknown as NodeJS.ProcessEnv)).toThrow(
        problem,
      );
  });
});
