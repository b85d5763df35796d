import type { Params } from "@remix-run/react";
import { z } from "zod";
import type { Vehicle } from "../../../dealer-api/contract/vehicle";
import { getVehicle } from "~/dealer/stock.server";

const params = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
});

/** The car a print page is for, from its `$slug`; a malformed or unknown slug is a 404. */
export async function vehicleToPrint(raw: Params): Promise<Vehicle> {
  const parsed = params.safeParse(raw);
  const vehicle = parsed.success ? await getVehicle(parsed.data.slug) : undefined;
  if (!vehicle) throw new Response(null, { status: 404, statusText: "Not Found" });
  return vehicle;
}
