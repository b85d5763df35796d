import type { DealerDb } from "../db/database";
import { hashPassword } from "./password-hash";

/**
 * The demo customer of the embedded data (dealer-api/README.md), so anyone can try click-and-collect at once: confirmed,
 * no orders. Its password is public, so it is seeded only into the embedded database, never into a real one.
 */
export const DEMO_CUSTOMER = {
  email: "demo@northwaycars.co.uk",
  password: "test drive every car",
  first_name: "Demo",
  last_name: "Customer",
  telephone: "07700 900456",
} as const;

export async function seedDemoCustomer(db: DealerDb, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const { password, ...details } = DEMO_CUSTOMER;
  await db
    .insertInto("customers")
    .values({
      ...details,
      password_hash: await hashPassword(password),
      created_at: at,
      confirmed_at: at,
      password_changed_at: at,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

export async function demoCustomerIsSeeded(db: DealerDb): Promise<boolean> {
  const row = await db
    .selectFrom("customers")
    .select("id")
    .where("email", "=", DEMO_CUSTOMER.email)
    .executeTakeFirst();
  return row !== undefined;
}
