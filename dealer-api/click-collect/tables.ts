/** Tables of click-and-collect (docs/decisions/170-accounts-and-click-collect.md). Instants are ISO 8601 text. */
export interface ClickCollectTables {
  click_collect_orders: {
    /** A random UUID. */
    id: string;
    customer_id: number;
    vehicle_id: number;
    /**
     * What the customer did: draft (filling in), submitted (placed: the reservation holds the car), cancelled (a
     * draft the customer cancelled). The status the API answers follows from it and, once submitted, from the
     * reservation's status (click-collect/status.ts).
     */
    state: "draft" | "submitted" | "cancelled";
    /** The cash price (final price + admin fee), pounds: refreshed from the car while a draft, kept once placed. */
    price: number;
    /** The answered sections as the contract's shapes, JSON; null until answered. */
    compliance_json: string | null;
    partex_json: string | null;
    payment_json: string | null;
    collection_json: string | null;
    reservation_id: string | null;
    created_at: string;
    updated_at: string;
  };
}
