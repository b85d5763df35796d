import type { ReservationStatus } from "../contract/reservations";

/** Tables of the reservation service. Instants are ISO 8601 text (they sort as text). */
export interface ReservationTables {
  reservations: {
    /** Random and unguessable: it appears in the shopper's URLs (checkout, success page). */
    id: string;
    vehicle_id: number;
    status: ReservationStatus;
    amount_pence: number;
    currency: "GBP";
    /** JSON: the checked answers of form 11 and the opt-ins. */
    customer_json: string;
    client_key: string;
    created_at: string;
    expires_at: string;
    paid_at: string | null;
    hold_until: string | null;
    cancelled_at: string | null;
    payment_provider: string | null;
    payment_session_id: string | null;
    checkout_url: string | null;
    /** The shopper's stored deal on the car the reservation carries (deals.id), or null. */
    deal_id: string | null;
  };
  /** The built-in test-mode provider's own record of its checkout sessions (a real provider keeps these itself). */
  test_payment_sessions: {
    id: string;
    reservation_id: string;
    amount_pence: number;
    currency: "GBP";
    description: string;
    status: "open" | "paid" | "cancelled";
    created_at: string;
    expires_at: string;
    completed_at: string | null;
  };
}
