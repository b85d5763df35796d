import { Hono, type Context } from "hono";
import type { DealerDb } from "../db/database";
import { logoutRequest } from "../contract/accounts";
import { answerRefusal, readJsonObject, type Outcome } from "../forms/validate";
import { clientKey } from "../forms/client";
import { commonPasswords } from "./common-passwords";
import { dummyHash } from "./password-hash";
import { defaultAccountLimits, type AccountLimits } from "./limits";
import { siteUrlFromEnv } from "./outbox";
import { requireCustomer, type SignedIn } from "./auth";
import {
  checkLink,
  completeReset,
  confirm,
  logIn,
  logOut,
  parseAnswers,
  register,
  requestReset,
  type AccountContext,
} from "./service";

export interface AccountDeps {
  db: DealerDb;
  /** The clock of tokens, links and rate limits (tests move it). */
  now?: () => Date;
  limits?: AccountLimits;
  /** The site's address for links in e-mails; SITE_URL (else the local address) when not given. */
  siteUrl?: string;
}

/** An empty body is an empty object (logout without options). */
async function readBody(request: Request): Promise<Outcome<Record<string, unknown>>> {
  if ((request.headers.get("content-length") ?? "") === "0") return { ok: true, value: {} };
  const copy = request.clone();
  if ((await copy.text()).trim() === "") return { ok: true, value: {} };
  return readJsonObject(request);
}

/**
 * POST /api/v2/contact/auth/{register, confirm, confirm/check, login, logout, reset, reset/check, reset/complete},
 * GET …/show
 * (contract/accounts.ts). Refusals answer `{ error: { status, message, fields?, retry_after? } }`.
 */
export function accountRoutes({
  db,
  now = () => new Date(),
  limits = defaultAccountLimits,
  siteUrl = siteUrlFromEnv(),
}: AccountDeps): Hono {
  // Read now, not at the first registration: without the list the service must not start.
  commonPasswords();
  void dummyHash();
  const app = new Hono();
  const context = (c: Context): AccountContext => ({
    db,
    now: now(),
    limits,
    siteUrl,
    clientKey: clientKey(c.req.raw.headers),
  });
  const answer = <T>(c: Context, outcome: Outcome<T>, status: 200 | 202 = 200) =>
    outcome.ok ? c.json({ data: outcome.value }, status) : answerRefusal(c, outcome.refusal);
  const post = (
    path: string,
    handle: (ctx: AccountContext, body: Record<string, unknown>) => Promise<Outcome<unknown>>,
    status: 200 | 202 = 200,
  ) =>
    app.post(`/api/v2/contact/auth/${path}`, async (c) => {
      const body = await readJsonObject(c.req.raw);
      if (!body.ok) return answerRefusal(c, body.refusal);
      return answer(c, await handle(context(c), body.value), status);
    });
  post("register", register, 202);
  post("confirm", confirm);
  post("login", logIn);
  post("reset", requestReset, 202);
  post("reset/complete", completeReset);
  post("confirm/check", (ctx, body) => checkLink(ctx, body, "confirm"));
  post("reset/check", (ctx, body) => checkLink(ctx, body, "reset"));

  const signedIn = new Hono<SignedIn>();
  const auth = requireCustomer({ db, now });
  signedIn.get("/show", auth, (c) => c.json({ data: c.get("customer") }));
  signedIn.post("/logout", auth, async (c) => {
    const body = await readBody(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const options = parseAnswers(logoutRequest, body.value);
    if (!options.ok) return answerRefusal(c, options.refusal);
    const message = await logOut(db, {
      customerId: c.get("customer").id,
      tokenHash: c.get("tokenHash"),
      everywhere: options.value.everywhere,
      now: now(),
    });
    return c.json({ data: message });
  });
  app.route("/api/v2/contact/auth", signedIn);
  return app;
}
