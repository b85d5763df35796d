import {
  provenanceAnswer,
  similarVehiclesAnswer,
  spareKeyAnswer,
  visitorsAnswer,
  type Provenance,
  type VehicleListing,
} from "@contract/vehicle";
import {
  adminFeesAnswer,
  packagesAnswer,
  promosAnswer,
  type AdminFee,
  type CarePackage,
  type Promo,
} from "@contract/content";
import { callDealerApi, dealerPath } from "./request.server";
import { keptContent } from "~/lib/cache.server";
import { findVehiclesBySlugs } from "./stock.server";

/** The vehicle page's own calls (docs/product/vehicle-page.md#extras), beside `getVehicle` in stock.server.ts. */

/** docs/product/vehicle-page.md#similar-vehicles: 9 similar cars are loaded, 4 shown at a time. */
export const SIMILAR_VEHICLES_LOADED = 9;

/** GET /api/v2/vehicle/spare-key/{id}: whether the car comes with its spare key. */
export async function getSpareKey(vehicleId: number): Promise<boolean> {
  const answer = await callDealerApi(dealerPath`/api/v2/vehicle/spare-key/${vehicleId}`, {
    schema: spareKeyAnswer,
  });
  return answer.data.data;
}

/** GET /api/v2/similar-vehicles/{stock_id}: slugs of cars like this one, most alike first. */
export async function getSimilarVehicleSlugs(stockId: string, minImages = 2): Promise<string[]> {
  const answer = await callDealerApi(dealerPath`/api/v2/similar-vehicles/${encodeURIComponent(stockId)}`, {
    query: { min_images: minImages },
    schema: similarVehiclesAnswer,
  });
  return answer.data.map((item) => item.slug);
}

/** Similar slugs, then the cars themselves (docs/product/vehicle-page.md#similar-vehicles: they load in sequence). */
export async function getSimilarVehicles(stockId: string): Promise<VehicleListing[]> {
  const slugs = await getSimilarVehicleSlugs(stockId);
  return findVehiclesBySlugs(slugs.slice(0, SIMILAR_VEHICLES_LOADED));
}

/** POST /api-motorcheck/provenance/get/{vrm}: the vehicle-history check. */
export async function getProvenance(vrm: string): Promise<Provenance> {
  const answer = await callDealerApi(dealerPath`/api-motorcheck/provenance/get/${encodeURIComponent(vrm)}`, {
    method: "POST",
    schema: provenanceAnswer,
  });
  return answer.data.data;
}

/** GET /api/visitors/{base64 of used/cars/{slug}}: how many recent views the vehicle page had. */
export async function getRecentViews(category: string, slug: string): Promise<number> {
  const page = Buffer.from(`used/${category}/${slug}`, "utf8").toString("base64");
  const answer = await callDealerApi(dealerPath`/api/visitors/${encodeURIComponent(page)}`, {
    schema: visitorsAnswer,
  });
  return answer.data.data;
}

/** GET /api/offers/template/vehicle-promotion: every vehicle promotion; which apply is a site rule. */
export function getVehiclePromotions(): Promise<Promo[]> {
  return keptContent("vehicle-promotions", async () => {
    const answer = await callDealerApi("/api/offers/template/vehicle-promotion", { schema: promosAnswer });
    return answer.data;
  });
}

export interface AdminFees {
  fees: AdminFee[];
  note: string;
  deliveryNote: string;
}

/** GET /api/admin-fees: the fee table with its note and the delivery note (docs/product/vehicle-page.md#admin-fee-and-packages). */
export function getAdminFees(): Promise<AdminFees> {
  return keptContent("admin-fees", async () => {
    const answer = await callDealerApi("/api/admin-fees", { schema: adminFeesAnswer });
    const { data, meta } = answer.data;
    return { fees: data, note: meta.note, deliveryNote: meta.delivery_note };
  });
}

/** GET /api/packages: Bronze, Silver and Gold. */
export function getCarePackages(): Promise<CarePackage[]> {
  return keptContent("care-packages", async () => {
    const answer = await callDealerApi("/api/packages", { schema: packagesAnswer });
    return answer.data.data;
  });
}
