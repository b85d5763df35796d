import { json } from "@remix-run/node";
import { z } from "zod";
import { offers } from "@contract/vehicle-offers";
import { DealerApiError } from "~/dealer/errors";
import { findVehicleByVrm } from "~/lib/finance/vehicle-by-vrm.server";
import { loadBudget, loadCalculator, loadPersonalise } from "~/lib/finance/vehicle-finance.server";
import { rememberFinanceDefaults } from "~/lib/finance/defaults.server";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";

const vrm = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,8}$/));
const block = z.enum(["personalise", "calculator", "budget"]);

/** The answer depends on the visitor's finance defaults: never shared by a cache. */
const headers = { "Cache-Control": "private, no-store" };

/**
 * One finance tool's answer for /resources/finance/{vrm}: its view, or `unavailable` (a bad address, an unknown car,
 * the dealer API down). `remember` keeps the personalise choice as the shopper's finance defaults.
 */
export async function toolAnswer(
  request: Request,
  rawVrm: string | undefined,
  rawBlock: string | null,
  choice: URLSearchParams,
  remember: boolean,
) {
  const parsedVrm = vrm.safeParse(rawVrm);
  const parsedBlock = block.safeParse(rawBlock);
  if (!parsedVrm.success || !parsedBlock.success)
    return json({ unavailable: true }, { status: 400, headers });
  try {
    const vehicle = await findVehicleByVrm(parsedVrm.data);
    // No finance tool for a car the dealer does not have, or one whose status offers none (sold).
    if (!vehicle || !offers(vehicle.status, "finance"))
      return json({ unavailable: true }, { status: 404, headers });
    if (parsedBlock.data === "budget") return json({ view: await loadBudget(choice) }, { headers });
    if (parsedBlock.data === "calculator")
      return json({ view: await loadCalculator(choice, vehicle) }, { headers });
    const session = await getVisitorSession(request);
    const cookie =
      remember && rememberFinanceDefaults(session, choice)
        ? { "Set-Cookie": await commitVisitorSession(session) }
        : undefined;
    return json(
      { view: await loadPersonalise(choice, vehicle, session) },
      { headers: { ...headers, ...cookie } },
    );
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    return json({ unavailable: true }, { status: 503, headers });
  }
}
