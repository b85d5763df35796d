import { provenanceAnswer, spareKeyAnswer, type Provenance } from "@contract/vehicle";
import type { AdminFee } from "@contract/content";
import { vehiclePageAnswer, type VehiclePage } from "@contract/vehicle-page";
import { callDealerApi, dealerPath, type Query } from "./request.server";
import { isNotFound } from "./errors";

/**
 * A car's page in one call (docs/decisions/334-page-shaped-answers.md), and the two parts its print pages ask for
 * on their own (docs/product/vehicle-page.md#extras).
 */

/** GET /api/vehicle-pages/{slug}: everything the car's page shows, or undefined for an unknown car. */
export async function getVehiclePage(slug: string, query: Query): Promise<VehiclePage | undefined> {
  try {
    const answer = await callDealerApi(dealerPath`/api/vehicle-pages/${encodeURIComponent(slug)}`, {
      query,
      schema: vehiclePageAnswer,
    });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The admin fee table with its note and the delivery note (docs/product/vehicle-page.md#admin-fee-and-packages). */
export interface AdminFees {
  fees: AdminFee[];
  note: string;
  deliveryNote: string;
}

/** GET /api/v2/vehicle/spare-key/{id}: whether the car comes with its spare key. */
export async function getSpareKey(vehicleId: number): Promise<boolean> {
  const answer = await callDealerApi(dealerPath`/api/v2/vehicle/spare-key/${vehicleId}`, {
    schema: spareKeyAnswer,
  });
  return answer.data.data;
}

/** POST /api-motorcheck/provenance/get/{vrm}: the vehicle-history check. */
export async function getProvenance(vrm: string): Promise<Provenance> {
  const answer = await callDealerApi(dealerPath`/api-motorcheck/provenance/get/${encodeURIComponent(vrm)}`, {
    method: "POST",
    schema: provenanceAnswer,
  });
  return answer.data.data;
}
