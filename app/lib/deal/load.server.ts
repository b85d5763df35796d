import { ORDER_FINANCE_DEFAULTS } from "@contract/click-collect-vocabulary";
import { NO_PART_EXCHANGE } from "@contract/deal-form";
import type { DealInputs } from "@contract/deals";
import { fetchValuation } from "~/dealer/valuations.server";
import { orFallback } from "~/dealer/request.server";
import { formatRegistration } from "~/lib/format";
import type { VisitorSession } from "~/sessions.server";
import type { OwnValuation } from "~/components/deal/DealPage";

/**
 * The visitor's own valuations (their session's ids, newest first) as the deal page offers them: those that still
 * hold, and how many no longer do (a valuation holds for 7 days). One the dealer API cannot give just now is left out.
 */
export async function ownValuationsFor(
  ids: readonly string[],
  now = new Date(),
): Promise<{ current: OwnValuation[]; expired: number }> {
  const found = await Promise.all(ids.map((id) => orFallback(fetchValuation(id), undefined)));
  const current: OwnValuation[] = [];
  let expired = 0;
  for (const valuation of found) {
    if (!valuation) continue;
    if (new Date(valuation.expires_at).getTime() <= now.getTime()) {
      expired += 1;
      continue;
    }
    current.push({
      id: valuation.id,
      name: `${valuation.vehicle.make} ${valuation.vehicle.model}`,
      plate: formatRegistration(valuation.vehicle.vrm),
      value: valuation.cap_below,
      expiresAt: valuation.expires_at,
    });
  }
  return { current, expired };
}

const pounds = (amount: number) => (amount > 0 ? String(amount) : "");

/**
 * What the deal form holds when the page opens: the saved deal's answers; else the shopper's newest valuation that
 * still holds, the finance basis they chose elsewhere on the site (or the spec's defaults: PCP over 48 months, 6,000
 * miles a year), and delivery to the postcode they last gave.
 */
export function dealDefaults(
  saved: DealInputs | undefined,
  valuations: readonly OwnValuation[],
  session: VisitorSession,
): Record<string, string> {
  if (saved) {
    const keptValuation =
      saved.valuation_id && valuations.some((valuation) => valuation.id === saved.valuation_id)
        ? saved.valuation_id
        : NO_PART_EXCHANGE;
    return {
      valuation: keptValuation,
      settlement: pounds(saved.settlement),
      pays_negative_equity: saved.pays_negative_equity ? "yes" : "",
      payment: saved.finance?.product ?? "cash",
      term: String(saved.finance?.term ?? ORDER_FINANCE_DEFAULTS.term),
      mileage: String(saved.finance?.annual_mileage ?? ORDER_FINANCE_DEFAULTS.mileage),
      cash_deposit: pounds(saved.cash_deposit),
      getting: saved.delivery_postcode ? "deliver" : "collect",
      postcode: saved.delivery_postcode ?? "",
    };
  }
  const finance = session.get("financeDefaults");
  const postcode = session.get("postcode") ?? "";
  return {
    valuation: valuations[0]?.id ?? NO_PART_EXCHANGE,
    settlement: "",
    pays_negative_equity: "",
    payment: finance?.type ?? ORDER_FINANCE_DEFAULTS.product_type,
    term: String(finance?.term ?? ORDER_FINANCE_DEFAULTS.term),
    mileage: String(finance?.mileage ?? ORDER_FINANCE_DEFAULTS.mileage),
    cash_deposit: "",
    getting: "collect",
    postcode: postcode.includes(" ") ? postcode : "",
  };
}
