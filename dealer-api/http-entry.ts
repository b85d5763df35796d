import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Who may call the standalone dealer API (`npm run dealer-api`, dealer-api/server.ts): it trusts its caller with
 * `X-Client-Id` (the visitor the site counts rate limits by) and with every write, so only the site may reach it
 * (docs/decisions/261-standalone-dealer-api.md). It listens on the loopback address unless DEALER_API_HOST names
 * another, and anywhere but loopback it needs DEALER_API_TOKEN, which every call must send as a bearer token.
 */
export interface EntrySettings {
  host: string;
  port: number;
  token: string | undefined;
}

export const DEFAULT_HOST = "127.0.0.1";
export const TOKEN_MIN_LENGTH = 32;

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The settings from the environment, or an error saying what to set. */
export function entrySettings(env: Record<string, string | undefined>): EntrySettings {
  const host = env.DEALER_API_HOST?.trim() || DEFAULT_HOST;
  const port = Number(env.DEALER_API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`DEALER_API_PORT is not a port: ${port}`);
  const token = env.DEALER_API_TOKEN || undefined;
  if (token !== undefined && token.length < TOKEN_MIN_LENGTH)
    throw new Error(`DEALER_API_TOKEN must be at least ${TOKEN_MIN_LENGTH} characters`);
  if (!token && !isLoopbackHost(host))
    throw new Error(
      `DEALER_API_HOST is ${host}, reachable over a network: set DEALER_API_TOKEN (${TOKEN_MIN_LENGTH}+ characters) ` +
        "here and on the site, or leave DEALER_API_HOST unset to listen on this machine only",
    );
  return { host, port, token };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether a call carries the shared secret: always, without one; else `Authorization: Bearer <token>`. */
export function isAuthorised(authorization: string | null, token: string | undefined): boolean {
  if (!token) return true;
  if (!authorization?.startsWith("Bearer ")) return false;
  // Compared in constant time, of the digests (which have one length).
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
}

/** The answer to a call without the secret: the dealer API's error shape, nothing of the API behind it. */
export const unauthorised = () =>
  Response.json(
    { error: { status: 401, message: "This API answers the dealer's website only" } },
    { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="dealer-api"' } },
  );

/** The app's fetch behind the secret. */
export function guarded(
  fetch: (request: Request) => Response | Promise<Response>,
  token: string | undefined,
): (request: Request) => Response | Promise<Response> {
  return (request) =>
    isAuthorised(request.headers.get("authorization"), token) ? fetch(request) : unauthorised();
}
