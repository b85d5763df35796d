import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DEV_ALERTS_SECRET,
  alertsSecretFromEnv,
  signUnsubscribe,
  verifyUnsubscribe,
  type UnsubscribePayload,
} from "./unsubscribe-token";

const SECRET = "a-test-secret-of-at-least-32-characters";
const search: UnsubscribePayload = {
  kind: "search",
  id: "3f1c2d4e-0000-4000-8000-000000000001",
  customerId: 42,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("unsubscribe tokens", () => {
  it("give back what was signed, for a saved search or a car, and are safe in a URL", () => {
    const token = signUnsubscribe(search, SECRET);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyUnsubscribe(token, SECRET)).toEqual(search);
    const car: UnsubscribePayload = { kind: "car", id: "1234", customerId: 7 };
    expect(verifyUnsubscribe(signUnsubscribe(car, SECRET), SECRET)).toEqual(car);
  });

  it("refuse another secret, and take an older one only when given (while a secret is replaced)", () => {
    const token = signUnsubscribe(search, SECRET);
    expect(verifyUnsubscribe(token, `${SECRET}!`)).toBeNull();
    expect(verifyUnsubscribe(token, ["a-newer-secret-of-at-least-32-characters", SECRET])).toEqual(search);
    expect(verifyUnsubscribe(token, [])).toBeNull();
  });

  it("refuse a changed payload, a changed signature, and what is not a token", () => {
    const token = signUnsubscribe(search, SECRET);
    const [version, , signature] = token.split(".");
    // Someone else's search, or another customer, with the signature of this one.
    for (const changed of [
      { p: "unsubscribe", k: "search", i: "3f1c2d4e-0000-4000-8000-000000000002", c: 42 },
      { p: "unsubscribe", k: "search", i: search.id, c: 43 },
      { p: "unsubscribe", k: "car", i: search.id, c: 42 },
    ])
      expect(verifyUnsubscribe(`${version}.${b64(changed)}.${signature}`, SECRET)).toBeNull();
    const flipped = signature!.startsWith("A") ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(verifyUnsubscribe(token.replace(signature!, flipped), SECRET)).toBeNull();
    for (const junk of [
      "",
      "v1",
      "v1..",
      `${token}.x`,
      token.replace(/^v1/, "v2"),
      token.slice(0, -1),
      `${token}A`,
    ])
      expect(verifyUnsubscribe(junk, SECRET)).toBeNull();
  });

  it("are for unsubscribing only: a signature of the same payload for any other purpose does not verify", () => {
    const body = b64({ p: "unsubscribe", k: "search", i: search.id, c: 42 });
    // The HMAC of the payload alone (as a signer for another purpose might make it) is not this purpose's signature.
    const bare = createHmac("sha256", SECRET).update(body).digest("base64url");
    expect(verifyUnsubscribe(`v1.${body}.${bare}`, SECRET)).toBeNull();
    // A payload for another purpose, signed the way unsubscribe tokens are, is refused too.
    const other = b64({ p: "login", k: "search", i: search.id, c: 42 });
    const signed = createHmac("sha256", SECRET)
      .update(`dealer-api:unsubscribe:v1:${other}`)
      .digest("base64url");
    expect(verifyUnsubscribe(`v1.${other}.${signed}`, SECRET)).toBeNull();
    // And so is one with anything more in it.
    const more = b64({ p: "unsubscribe", k: "search", i: search.id, c: 42, admin: true });
    const signedMore = createHmac("sha256", SECRET)
      .update(`dealer-api:unsubscribe:v1:${more}`)
      .digest("base64url");
    expect(verifyUnsubscribe(`v1.${more}.${signedMore}`, SECRET)).toBeNull();
  });

  it("are only signed for a payload that makes sense", () => {
    expect(() => signUnsubscribe({ ...search, id: "" }, SECRET)).toThrow();
    expect(() => signUnsubscribe({ ...search, customerId: 0 }, SECRET)).toThrow();
    expect(() => signUnsubscribe({ ...search, kind: "everything" as "car" }, SECRET)).toThrow();
  });
});

describe("ALERTS_SECRET", () => {
  it("is taken when set, and refused when short", () => {
    expect(
      alertsSecretFromEnv({
        ALERTS_SECRET: SECRET,
        NODE_ENV: "production",
        SITE_URL: "https://cars.example",
      }),
    ).toBe(SECRET);
    expect(() => alertsSecretFromEnv({ ALERTS_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("falls back to a fixed development value, except in production on a public address", () => {
    expect(alertsSecretFromEnv({})).toBe(DEV_ALERTS_SECRET);
    expect(alertsSecretFromEnv({ NODE_ENV: "production" })).toBe(DEV_ALERTS_SECRET);
    expect(alertsSecretFromEnv({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" })).toBe(
      DEV_ALERTS_SECRET,
    );
    expect(() => alertsSecretFromEnv({ NODE_ENV: "production", SITE_URL: "https://cars.example" })).toThrow(
      /ALERTS_SECRET is required in production/,
    );
  });
});
