import type { MiddlewareHandler } from "hono";
import type { Customer } from "../contract/accounts";
import type { DealerDb } from "../db/database";
import { hashToken } from "./tokens";
import { customerOf } from "./service";

export interface SignedIn {
  Variables: {
    customer: Customer;
    /** The SHA-256 of the token the request carried (logout ends that one). */
    tokenHash: string;
  };
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
export const SIGN_IN_AGAIN = "Your sign-in has expired or is no longer valid. Please sign in again.";

/**
 * The customer a request's `Authorization: Bearer {token}` names: a login that has not expired or ended. Undefined
 * without such a header or with one that names no working login.
 */
export async function customerForBearer(
  db: DealerDb,
  authorization: string | undefined,
  now: Date,
): Promise<{ customer: Customer; tokenHash: string } | undefined> {
  const match = BEARER.exec(authorization?.trim() ?? "");
  if (!match) return undefined;
  const tokenHash = hashToken(match[1]);
  const row = await db
    .selectFrom("customer_tokens")
    .innerJoin("customers", "customers.id", "customer_tokens.customer_id")
    .select([
      "customers.id",
      "customers.first_name",
      "customers.last_name",
      "customers.email",
      "customers.telephone",
    ])
    .where("customer_tokens.token_hash", "=", tokenHash)
    .where("customer_tokens.purpose", "=", "access")
    .where("customer_tokens.ended_at", "is", null)
    .where("customer_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { customer: customerOf(row), tokenHash } : undefined;
}

/**
 * Lets the request through only with `Authorization: Bearer {token}` naming a login that has not expired or ended;
 * otherwise 401 `{ error: { status: 401, message } }`. The customer is then `c.get("customer")`.
 */
export function requireCustomer({ db, now }: { db: DealerDb; now: () => Date }): MiddlewareHandler<SignedIn> {
  return async (c, next) => {
    const signedIn = await customerForBearer(db, c.req.header("Authorization"), now());
    if (!signedIn) {
      c.header("WWW-Authenticate", 'Bearer realm="customer"');
      return c.json({ error: { status: 401, message: SIGN_IN_AGAIN } }, 401);
    }
    c.set("customer", signedIn.customer);
    c.set("tokenHash", signedIn.tokenHash);
    await next();
  };
}
