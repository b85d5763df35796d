import type { Params } from "@remix-run/react";
import { z } from "zod";
import type { FinanceQuote } from "@contract/finance";
import type { Vehicle } from "@contract/vehicle";
import { offers } from "@contract/vehicle-offers";
import { getSnippets } from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { getVehicle } from "~/dealer/stock.server";
import { getSpareKey } from "~/dealer/vehicle.server";
import { unavailableReasons } from "~/lib/finance/declined";
import { loadPersonalise } from "~/lib/finance/vehicle-finance.server";
import type { Branch } from "~/lib/finance/views";
import type { SafeHtml } from "~/lib/safe-html";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import type { VisitorSession } from "~/sessions.server";

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

/** The finance example a printed car carries: the quote the car's own page shows this shopper first. */
export interface PrintFinance {
  /** Null when the lender offers neither product on the shopper's choice (or could not be asked). */
  quote: FinanceQuote | null;
  unavailableReasons: string[];
  branch: Branch;
  adminFee: number;
  disclosureHtml: SafeHtml | null;
}

/**
 * What the printable vehicle shows besides the car: its spare key (the spare-key call, as on the car's page) and its
 * finance example, from the same quote engine and the same choice (the shopper's finance defaults) as the car's page.
 * A sold car has no finance example (dealer-api/contract/vehicle-offers.ts).
 */
export async function loadPrintExtras(url: URL, vehicle: Vehicle, session: VisitorSession) {
  const [spareKey, finance] = await Promise.all([
    orFallback(getSpareKey(vehicle.id), false),
    offers(vehicle.status, "finance") ? loadPrintFinance(url, vehicle, session) : null,
  ]);
  return { spareKey, finance };
}

async function loadPrintFinance(url: URL, vehicle: Vehicle, session: VisitorSession): Promise<PrintFinance> {
  const [personalise, snippets] = await Promise.all([
    loadPersonalise(url.searchParams, vehicle, session),
    orFallback(getSnippets(), {} as Record<string, string>),
  ]);
  const disclosure = snippets["financial-disclosure"];
  return {
    quote: personalise.selected ? personalise.quotes[personalise.selected] : null,
    unavailableReasons: unavailableReasons(personalise),
    branch: { name: vehicle.location.site.name, telephone: vehicle.location.site.telephone },
    adminFee: vehicle.admin_fee,
    disclosureHtml: disclosure ? sanitiseContentHtml(disclosure) : null,
  };
}
