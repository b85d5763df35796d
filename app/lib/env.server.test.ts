import { parseEnvForTest, publicOrigin, publicUrl, siteUrlWarning } from "./env.server";

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

describe("the public origin (one rule for every absolute link)", () => {
  const unset = parseEnvForTest({ SESSION_SECRET: "s".repeat(32) } as unknown as NodeJS.ProcessEnv);
  const set = parseEnvForTest({
    SESSION_SECRET: "s".repeat(32),
    SITE_URL: "https://www.northwaycars.co.uk/",
  } as unknown as NodeJS.ProcessEnv);
  const fromPhone = new Request("http://192.168.1.20:8080/used/cars/ford-fiesta-1?finance=pcp");

  it("is the request's own origin when SITE_URL is unset, never the local default", () => {
    expect(unset.SITE_URL_SET).toBe(false);
    expect(publicOrigin(fromPhone, unset)).toBe("http://192.168.1.20:8080");
    expect(publicUrl("/used/cars/ford-fiesta-1", fromPhone, unset)).toBe(
      "http://192.168.1.20:8080/used/cars/ford-fiesta-1",
    );
  });

  it("is SITE_URL's origin when it is set, whatever address the request came to", () => {
    expect(publicOrigin(fromPhone, set)).toBe("https://www.northwaycars.co.uk");
    expect(publicUrl("/blog/pcp-vs-hp", fromPhone, set)).toBe(
      "https://www.northwaycars.co.uk/blog/pcp-vs-hp",
    );
  });

  it("counts SITE_URL set to the local address as set", () => {
    const local = parseEnvForTest({
      SESSION_SECRET: "s".repeat(32),
      SITE_URL: "http://localhost:3000",
    } as unknown as NodeJS.ProcessEnv);
    expect(publicOrigin(fromPhone, local)).toBe("http://localhost:3000");
  });
});

describe("the start-up warning about SITE_URL", () => {
  it("warns a production server without SITE_URL that listens beyond this machine", () => {
    for (const host of [undefined, "0.0.0.0", "::", "203.0.113.7"]) {
      expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL_SET: false }, host)).toMatch(
        /SITE_URL is not set.*set SITE_URL to the site's public address/,
      );
    }
  });

  it("says nothing with SITE_URL set, on this machine only, or outside production", () => {
    expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL_SET: true }, undefined)).toBeUndefined();
    for (const host of ["localhost", "127.0.0.1", "::1"]) {
      expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL_SET: false }, host)).toBeUndefined();
    }
    expect(siteUrlWarning({ NODE_ENV: "development", SITE_URL_SET: false }, undefined)).toBeUndefined();
  });
});
