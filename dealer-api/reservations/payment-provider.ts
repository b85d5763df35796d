import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/database";

/** What the shopper pays for: the deposit of one reservation. */
export interface PaymentOrder {
  reservationId: string;
  amountPence: number;
  currency: "GBP";
  /** Shown on the checkout ("Reservation deposit: Ford Fiesta …, YD18 WBW"). */
  description: string;
  /** The checkout stops taking payment when the hold lapses. */
  expiresAt: Date;
}

export interface PaymentSession {
  provider: string;
  sessionId: string;
  /** Where to send the shopper to pay: a site path for the test provider, the provider's page for a real one. */
  url: string;
}

/**
 * The seam a card provider plugs into (docs/decisions: forms-payment-provider-adapter). A provider opens a checkout
 * session for an order; it reports the outcome (paid or cancelled) for a session id, which the reservation service
 * applies with `recordPaymentOutcome`. The built-in test provider reports through its own checkout endpoints; a real
 * one would report through a signed webhook route.
 */
export interface PaymentProvider {
  readonly name: string;
  createSession(order: PaymentOrder): Promise<PaymentSession>;
}

export type TestSessionStatus = "open" | "paid" | "cancelled";

/**
 * The built-in test-mode provider: sessions live in `test_payment_sessions` and the site's clearly labelled test
 * checkout (/checkout/{session id}) pays or cancels them. No card details are asked for or stored.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test";

  constructor(private readonly db: Kysely<DB>) {}

  async createSession(order: PaymentOrder): Promise<PaymentSession> {
    const sessionId = `cs_test_${randomBytes(18).toString("base64url")}`;
    await this.db
      .insertInto("test_payment_sessions")
      .values({
        id: sessionId,
        reservation_id: order.reservationId,
        amount_pence: order.amountPence,
        currency: order.currency,
        description: order.description,
        status: "open",
        created_at: new Date().toISOString(),
        expires_at: order.expiresAt.toISOString(),
        completed_at: null,
      })
      .execute();
    return { provider: this.name, sessionId, url: `/checkout/${sessionId}` };
  }
}
