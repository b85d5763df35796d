import { createHmac, timingSafeEqual } from "node:crypto";
import { siteUrlFromEnv } from "../accounts/outbox";

/**
 * The token of an alert e-mail's unsubscribe link (docs/decisions/331-mail-delivery.md): what to stop (a saved search or
 * a watched car, by id) and whose it is, signed with HMAC-SHA256 so that the link works without signing in and cannot
 * be made for anything else. `v1.{payload}.{signature}`, base64url (safe in a URL's path and query as it is).
 */
export interface UnsubscribePayload {
  kind: "search" | "car";
  id: string;
  customerId: number;
}

/**
 * The one thing such a token is for. It is in the payload and in the signed text, so a signature made for another
 * purpose with the same secret (another kind of link, another version) never verifies as an unsubscribe token.
 */
const PURPOSE = "unsubscribe";
const SIGNED_PREFIX = "dealer-api:unsubscribe:v1:";
const VERSION = "v1";
export const ALERTS_SECRET_MIN_LENGTH = 32;
/** The secret outside production when ALERTS_SECRET is unset: fixed, so links keep working across restarts. */
export const DEV_ALERTS_SECRET = "dev-only-alerts-secret-not-for-production-use";
const MAX_ID_LENGTH = 200;

const signature = (payload: string, secret: string) =>
  createHmac("sha256", secret)
    .update(SIGNED_PREFIX + payload)
    .digest();

export function signUnsubscribe(payload: UnsubscribePayload, secret: string): string {
  if (!isPayload(payload)) throw new Error("Not an unsubscribe token's payload");
  const body = Buffer.from(
    JSON.stringify({ p: PURPOSE, k: payload.kind, i: payload.id, c: payload.customerId }),
  ).toString("base64url");
  return `${VERSION}.${body}.${signature(body, secret).toString("base64url")}`;
}

/**
 * The payload of a token signed with `secret` (or any of `secret`s, the newest first, while one is being replaced), or
 * null for anything else: another shape, another purpose, a changed payload or signature.
 */
export function verifyUnsubscribe(
  token: string,
  secret: string | readonly string[],
): UnsubscribePayload | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, body, signed] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]{43}$/.test(signed)) return null;
  const given = Buffer.from(signed, "base64url");
  // Compared in constant time (both are 32 bytes), with every secret, so the time taken says nothing of which matched.
  let valid = false;
  for (const key of typeof secret === "string" ? [secret] : secret)
    valid = timingSafeEqual(signature(body, key), given) || valid;
  if (!valid) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof decoded !== "object" || decoded === null) return null;
  const { p, k, i, c, ...rest } = decoded as Record<string, unknown>;
  const payload = { kind: k, id: i, customerId: c };
  if (p !== PURPOSE || Object.keys(rest).length > 0 || !isPayload(payload)) return null;
  return payload;
}

function isPayload(payload: {
  kind: unknown;
  id: unknown;
  customerId: unknown;
}): payload is UnsubscribePayload {
  return (
    (payload.kind === "search" || payload.kind === "car") &&
    typeof payload.id === "string" &&
    payload.id.length > 0 &&
    payload.id.length <= MAX_ID_LENGTH &&
    Number.isSafeInteger(payload.customerId) &&
    (payload.customerId as number) > 0
  );
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * ALERTS_SECRET (32+ characters). Unset, a fixed development value, except in production with a public SITE_URL,
 * where it is refused at start (anyone could sign links with a value in the source), as the site's SESSION_SECRET is
 * (app/lib/env.server.ts). The development value is fixed rather than random so that links keep working after a restart.
 */
export function alertsSecretFromEnv(env: Record<string, string | undefined> = process.env): string {
  const secret = env.ALERTS_SECRET;
  if (secret) {
    if (secret.length < ALERTS_SECRET_MIN_LENGTH)
      throw new Error(`ALERTS_SECRET must be at least ${ALERTS_SECRET_MIN_LENGTH} characters`);
    return secret;
  }
  const site = siteUrlFromEnv(env);
  if (env.NODE_ENV === "production" && !LOOPBACK.has(new URL(site).hostname))
    throw new Error(
      `ALERTS_SECRET is required in production (at least ${ALERTS_SECRET_MIN_LENGTH} characters): SITE_URL is ${site}`,
    );
  return DEV_ALERTS_SECRET;
}
