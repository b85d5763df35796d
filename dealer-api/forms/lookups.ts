import type { DealerDb } from "../db/database";
import type { Outcome } from "./validate";
import { refused } from "./validate";

export interface VehicleRef {
  id: number;
  slug: string;
  vrm: string;
  status: string;
}

const plain = (vrm: string) => vrm.replace(/\s+/g, "").toUpperCase();

/** The car a payload names by id, checked against the registration it also gives (a stale page must not mix cars up). */
export async function checkVehicle(
  db: DealerDb,
  id: number | null,
  vrm: string | null,
): Promise<Outcome<VehicleRef | null>> {
  if (id === null) {
    return vrm ? refused(400, "vehicle_id: Required when vehicle_vrm is given") : { ok: true, value: null };
  }
  const vehicle = await db
    .selectFrom("vehicles")
    .select(["id", "slug", "vrm", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!vehicle) return refused(404, "No vehicle with that id");
  if (vrm !== null && plain(vrm) !== plain(vehicle.vrm)) {
    return refused(400, "vehicle_vrm: Does not match the vehicle");
  }
  return { ok: true, value: vehicle };
}

/** The branch that answers, by slug: it must be one of ours. */
export async function checkBranch(db: DealerDb, slug: string | null): Promise<Outcome<string | null>> {
  if (slug === null || slug === "") return { ok: true, value: null };
  const branch = await db
    .selectFrom("departments")
    .select("slug")
    .where("slug", "=", slug.toLowerCase())
    .executeTakeFirst();
  return branch ? { ok: true, value: branch.slug } : refused(400, "_organisational_unit: Unknown branch");
}
