import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { offers } from "@contract/vehicle-offers";
import { getSnippets } from "~/dealer/content.server";
import { DealerApiError, pageLoader } from "~/dealer/errors";
import { getFinance } from "~/dealer/finance.server";
import { orFallback } from "~/dealer/request.server";
import { parseApplication, resolveApplication } from "~/lib/finance/apply.server";
import { financeDefaultsOf } from "~/lib/finance/defaults.server";
import { cheapestByProduct, selectProduct } from "~/lib/finance/quotes";
import { findVehicleByVrm } from "~/lib/finance/vehicle-by-vrm.server";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { getVisitorSession } from "~/sessions.server";
import { applyVehicleOf, ApplyPage } from "~/components/finance/ApplyPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

async function quotesFor(vrm: string, choice: { term: number; deposit: number; mileage: number }) {
  try {
    return await getFinance(vrm, { ...choice, depositType: "Amount" });
  } catch (error) {
    // The page still shows the car and the branch to call (docs/product/finance.md#personalise: no quote,
    // "please give us a call").
    if (error instanceof DealerApiError) return undefined;
    throw error;
  }
}

/**
 * /finance/apply?vrm=…&product=HP|PCP&term=…&deposit=…&mileage=…[&add_ons=…]: every quote's application link. The
 * quote is worked out again here from the choice, so the page never shows figures a link was edited to claim; a choice
 * out of range is read by the car page's rules (a missing or unknown car is a 404).
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const link = parseApplication(new URL(request.url).searchParams);
  if (!link) throw notFound();
  const [vehicle, session, snippets] = await Promise.all([
    findVehicleByVrm(link.vrm),
    getVisitorSession(request),
    orFallback(getSnippets(), {} as Record<string, string>),
  ]);
  // A sold car offers no finance (dealer-api/contract/vehicle-offers.ts): an old application link finds nothing.
  if (!vehicle || !offers(vehicle.status, "finance")) throw notFound();
  // Read against the car as its page reads its URL: what no quote has is replaced, never a 404.
  const choice = resolveApplication(link, financeDefaultsOf(session).defaults, cashPriceWithFees(vehicle));
  const quotes = await quotesFor(link.vrm, choice);
  const available = cheapestByProduct([quotes?.hpQuote, quotes?.pcpQuote]);
  const product = selectProduct({ requested: choice.product, available });
  const disclosure = snippets["financial-disclosure"];
  return json(
    {
      choice,
      vehicle: applyVehicleOf(vehicle),
      quote: product ? (available[product] ?? null) : null,
      disclosureHtml: disclosure ? sanitiseContentHtml(disclosure) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : [
        { title: `Apply for finance: ${data.vehicle.make.name} ${data.vehicle.range.name} | Northway Cars` },
        { name: "robots", content: "noindex" },
      ];

export default function FinanceApplyRoute() {
  const data = useLoaderData<typeof loader>();
  return <ApplyPage data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
