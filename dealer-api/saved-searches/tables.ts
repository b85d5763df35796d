import type { AlertFrequency } from "../contract/saved-searches";

/** Tables of saved searches and saved-car alerts (docs/decisions/330-saved-searches.md). Instants are ISO 8601 text. */
export interface SavedSearchTables {
  saved_searches: {
    /** A random UUID, as deals' ids. */
    id: string;
    /** The customer's; null for a guest's (owned by whoever holds its id, until a customer claims it). */
    customer_id: number | null;
    /** Plain text, 1 to 80 characters (contract/saved-searches.ts, cleanSearchName). */
    name: string;
    /** The site's search query string, without "?", re-serialised (canonical.ts, canonicalSiteQuery). */
    site_query: string;
    /** The dealer API's stock search, in canonical form (canonical.ts, canonicalStockQuery): what is counted. */
    stock_query: string;
    alerts: AlertFrequency;
    /** The newest vehicle id when the customer last looked: cars above it are new to them. */
    seen_vehicle_id: number;
    /** The newest vehicle id the alert job has told them about (the newest car's id when the search was saved). */
    alerted_vehicle_id: number;
    last_alerted_at: string | null;
    created_at: string;
    updated_at: string;
  };
  car_alerts: {
    customer_id: number;
    vehicle_id: number;
    /** 0/1, as booleans are on both engines. */
    price_drop: number;
    reserved: number;
    sold: number;
    /** The car's cash price (final_price plus admin_fee) when subscribed or last alerted. */
    last_price: number;
    /** The car's status then (FOR_SALE_RETAIL, RESERVED, SOLD). */
    last_status: string;
    created_at: string;
    updated_at: string;
  };
}
