import type { VisitorSession } from "~/sessions.server";
import { resolveFinanceChoice, SITE_FINANCE_DEFAULTS, type FinanceChoice } from "./choice";
import { choiceToRemember } from "./remember";

/**
 * The shopper's finance defaults from their session, else the site's (docs/product/finance.md#defaults).
 * `stored` tells whether the shopper ever chose: only a shopper who never did is shown the cheaper product first.
 */
export function financeDefaultsOf(session: VisitorSession): { defaults: FinanceChoice; stored: boolean } {
  const stored = session.get("financeDefaults");
  if (!stored) return { defaults: SITE_FINANCE_DEFAULTS, stored: false };
  // Checked like a URL: a cookie written by an older release may hold a value the options no longer offer. Read with no
  // car's price, a percentage deposit stays a percentage (docs/decisions/290-percentage-deposit-basis.md).
  const defaults = resolveFinanceChoice(
    {
      term: String(stored.term),
      mileage: String(stored.mileage),
      deposit: String(stored.deposit),
      type: stored.type,
      depositType: stored.depositType,
    },
    SITE_FINANCE_DEFAULTS,
    Number.POSITIVE_INFINITY,
  );
  return { defaults, stored: true };
}

/**
 * Keeps the finance choice of a vehicle page's URL (the personalise form, or a link carrying one) as the shopper's
 * finance defaults, so later cards quote it (docs/product/finance.md#defaults, rule 3). Call it before
 * loading the page's finance, then commit the session when it answers true.
 */
export function rememberFinanceDefaults(session: VisitorSession, params: URLSearchParams): boolean {
  const { defaults, stored } = financeDefaultsOf(session);
  const choice = choiceToRemember(params, stored ? defaults : undefined);
  if (!choice) return false;
  session.set("financeDefaults", choice);
  return true;
}
