import { randomBytes } from "node:crypto";
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** Older secrets still accepted when reading cookies, comma-separated (rotation). */
  SESSION_SECRET_PREVIOUS: z.string().optional(),
  DEALER_API_URL: z.string().url().optional(),
  DEALER_API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** The standalone dealer API's shared secret, sent with every call over HTTP as a bearer token (ADR 261). */
  DEALER_API_TOKEN: z.string().min(32, "DEALER_API_TOKEN must be at least 32 characters").optional(),
  /** The public address; unset, links to the site use the request's own origin (publicOrigin). */
  SITE_URL: z.string().url().optional(),
  /** A tag-manager container id; without it no third-party tag is loaded. */
  /**
   * How many proxies in front of the site to believe about the visitor's address (X-Forwarded-For): 0, the default,
   * believes none and uses the connection's own address (docs/decisions/110-trust-model.md).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  /** The least severe log lines written (JSON on stdout, app/lib/ops/log.server.ts); unset, info (silent in tests). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Where errors are also POSTed as JSON (request id, route, type, message; no personal data); unset, nowhere. */
  ERROR_WEBHOOK_URL: z.string().url().optional(),
  /**
   * The bearer token that reads /metrics (Prometheus text format); unset, /metrics is a 404 like any unknown page.
   * Long enough not to be guessed.
   */
  METRICS_TOKEN: z.string().min(24, "METRICS_TOKEN must be at least 24 characters").optional(),
});

export const LOCAL_SITE_URL = "http://localhost:3000";

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & {
  SESSION_SECRETS: string[];
  /** SITE_URL, or the local address when it is not set. */
  SITE_URL: string;
  /** Whether SITE_URL was set (see publicOrigin). */
  SITE_URL_SET: boolean;
};

let cached: Env | undefined;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? LOCAL_SITE_URL };
  let secret = env.SESSION_SECRET;
  if (!secret) {
    // Trying the site on this machine (`npm start`) needs no secret; a site with a public address does.
    if (env.NODE_ENV === "production" && !isLoopback(env.SITE_URL)) {
      throw new Error(
        `SESSION_SECRET is required in production (at least 32 characters): SITE_URL is ${env.SITE_URL}`,
      );
    }
    secret = randomBytes(32).toString("hex");
    console.warn(
      "[env] SESSION_SECRET is not set: using a generated secret; sessions end when the server restarts",
    );
  }
  const previous = env.SESSION_SECRET_PREVIOUS?.split(",").filter(Boolean) ?? [];
  return { ...env, SESSION_SECRETS: [secret, ...previous], SITE_URL_SET: parsed.data.SITE_URL !== undefined };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

function isLoopback(siteUrl: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(siteUrl).hostname);
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const parseEnvForTest = parseEnv;

/**
 * The one rule for the origin of every absolute link to this site (canonical link, share links, sitemap.xml,
 * robots.txt): SITE_URL when it is set, else the origin of the request Remix sees (app/server.ts builds it from
 * Express, which believes X-Forwarded-Host/Proto only from the TRUST_PROXY proxies), so a site tried on another port
 * or host names itself right. docs/decisions/280-public-origin.md.
 */
export function publicOrigin(
  request: Request,
  env: Pick<Env, "SITE_URL" | "SITE_URL_SET"> = getEnv(),
): string {
  return env.SITE_URL_SET ? new URL(env.SITE_URL).origin : new URL(request.url).origin;
}

/** An absolute link to `path` on this site, by the one rule (publicOrigin). */
export function publicUrl(
  path: string,
  request: Request,
  env: Pick<Env, "SITE_URL" | "SITE_URL_SET"> = getEnv(),
): string {
  return new URL(path, publicOrigin(request, env)).href;
}

/**
 * The warning a server gives at start when its links may not be its public address: a production server without
 * SITE_URL that is not listening on this machine only. Undefined when there is nothing to warn about.
 */
export function siteUrlWarning(
  env: Pick<Env, "NODE_ENV" | "SITE_URL_SET">,
  host: string | undefined,
): string | undefined {
  if (env.NODE_ENV !== "production" || env.SITE_URL_SET) return undefined;
  // HOST unset, the server listens on every address of the machine.
  if (host !== undefined && LOOPBACK_HOSTS.has(host.toLowerCase())) return undefined;
  return (
    "SITE_URL is not set: page links (canonical, sharing, sitemap) use the address each request names, and the " +
    `links in account e-mails use ${LOCAL_SITE_URL}; set SITE_URL to the site's public address`
  );
}
