/** Tables of the stored deals (docs/decisions/326-a-deal-priced-once.md). Instants are ISO 8601 text. */
export interface DealTables {
  deals: {
    /** A random UUID: whoever holds it may see a guest deal, so it is unguessable (as reservations' ids are). */
    id: string;
    vehicle_id: number;
    /** The car's registration as the deal was priced (upper case, no spaces). */
    vrm: string;
    /** The signed-in customer the deal belongs to; null for a guest's (the site keeps its id in the session). */
    customer_id: number | null;
    /** JSON: the deal's inputs, `DealInputs` (the price request without the vrm, its defaults filled in). */
    request_json: string;
    /** JSON: the answer the shopper last saved (`DealPriceAnswer["data"]`), to say what changed since. */
    priced_json: string;
    created_at: string;
    updated_at: string;
  };
  /** Per-branch dealer settings (branches.ts ids). 0/1 for booleans, as on both engines. */
  branch_settings: {
    branch_id: number;
    accepts_part_exchange: number;
    updated_at: string;
  };
}
