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
 * Lets the request through only with `Authorization: Bearer {token}` naming a login that has not expired or ended;
 * otherwise 401 `{ error: { status: 401, message } }`. The customer is then `c.get("customer")`.
 */
export function requireCustomer({ db, now }: { db: DealerDb; now: () => Date }): MiddlewareHandler<SignedIn> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header("Authorization")?.trim() ?? "");
    const tokenHash = match ? hashToken(match[1]) : undefined;
    const row = tokenHash
      ? await db
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
          .where("customer_tokens.expires_at", ">", now().toISOString())
          .executeTakeFirst()
      : undefined;
    if (!row || !tokenHash) {
      c.header("WWW-Authenticate", 'Bearer realm="customer"');
      return c.json({ error: { status: 401, message: SIGN_IN_AGAIN } }, 401);
    }
    c.set("customer", customerOf(row));
    c.set("tokenHash", tokenHash);
    await next();
  };
}
