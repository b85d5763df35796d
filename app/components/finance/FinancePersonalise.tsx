import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { financeMileages, financeTerms } from "@contract/finance-vocabulary";
import { mileageLabel, type FinanceChoice } from "~/lib/finance/choice";
import { creditCheckHref } from "~/lib/finance/credit-check";
import { declinedTermsOf, termChoiceHref, unavailableReasons } from "~/lib/finance/declined";
import { figuresFromQuote } from "~/lib/finance/figures";
import { otherToolParams, PERSONALISE_PARAMS } from "~/lib/finance/finance-params";
import { unmetPromotionNotes } from "~/lib/finance/promotions";
import { otherProduct, type ProductKey } from "~/lib/finance/quotes";
import { formatMonthlyPayment, formatPrice } from "~/lib/format";
import { HiddenParams, ProductChoice, SelectField } from "./controls";
import { useVehicleFinance } from "./FinanceContext";
import {
  ApplyLink,
  DeclinedTermsOffers,
  Disclosure,
  FinanceUnavailable,
  LiveMessage,
  NotUpdatedNote,
  PromotionNotes,
} from "./parts";
import { QuoteBreakdown, QuoteHeadline } from "./QuoteBreakdown";
import { noJsOnly, panelClass } from "./styles";

const termOptions = financeTerms.map((term) => ({ value: term, label: `${term} months` }));
const mileageOptions = financeMileages.map((miles) => ({ value: miles, label: mileageLabel(miles) }));

/**
 * Finance personalise (docs/product/finance.md#personalise), the sticky bar's #finance-personalise. Without
 * JavaScript a GET form on the car's own URL (the choice lives in the URL and can be shared); with it, each
 * change updates the quote in place. A product the lender declines at the chosen term offers the terms it is
 * available over; the figure names the promotion its quote is priced under, and the car's other finance
 * offers say what they apply to.
 */
export function FinancePersonalise() {
  const { finance, personalise, shown, busy, notUpdated, retry, choose, toggle, calculatorTerm } =
    useVehicleFinance();
  const [draft, setDraft] = useState<FinanceChoice>(personalise.choice);
  useEffect(() => setDraft(personalise.choice), [personalise.choice]);

  const quote = shown ? personalise.quotes[shown] : null;
  const figures = quote ? figuresFromQuote(quote) : null;
  const change = (field: "deposit" | "mileage" | "term") => (value: number) => {
    const next = { ...draft, [field]: value, type: shown ?? draft.type };
    setDraft(next);
    choose(next);
  };
  const unavailable: Partial<Record<ProductKey, string>> = {};
  for (const key of ["PCP", "HP"] as const)
    if (!personalise.quotes[key] && personalise.quotes[otherProduct(key)]) {
      const reason = personalise.declined[key]?.reason;
      unavailable[key] = reason ? `${reason}.` : `${key} is not available on this car for this choice.`;
    }
  const declined = notUpdated ? [] : declinedTermsOf(personalise);
  const withTerm = (type: ProductKey, term: number) => ({ ...personalise.choice, type, term });

  return (
    <section id="finance-personalise" aria-labelledby="finance-personalise-heading" className={panelClass}>
      <h2 id="finance-personalise-heading" className="text-2xl font-bold text-gray-900">
        Representative example
      </h2>
      <form
        method="get"
        action={`${finance.path}#finance-personalise`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          choose(draft);
        }}
        className="mt-4 space-y-5"
      >
        <HiddenParams params={otherToolParams(new URLSearchParams(finance.params), "finance_")} />
        {personalise.selected ? (
          <ProductChoice
            name={PERSONALISE_PARAMS.type}
            legend="Finance type"
            value={shown ?? draft.type}
            onChange={toggle}
            unavailable={unavailable}
          />
        ) : null}
        <div aria-busy={busy} className={`space-y-4 ${busy ? "opacity-60" : ""}`}>
          <DeclinedTermsOffers
            declined={declined}
            href={(type, term) => termChoiceHref(finance.path, finance.params, withTerm(type, term))}
            choose={(type, term) => choose(withTerm(type, term))}
          />
          {figures && quote ? (
            <div className="space-y-4">
              <QuoteHeadline monthly={figures.regularPayment} apr={figures.apr} />
              <PromotionNotes
                promotion={figures.promotion}
                unmet={unmetPromotionNotes(finance.promotions, quote)}
              />
              <QuoteBreakdown
                figures={figures}
                label={`Representative example, ${quote.product}`}
                adminFee={finance.adminFee}
              />
            </div>
          ) : notUpdated || declined.length > 0 ? null : (
            <FinanceUnavailable branch={finance.branch} reasons={unavailableReasons(personalise)} />
          )}
        </div>
        <NotUpdatedNote shown={notUpdated} retry={retry} />
        <LiveMessage
          message={
            figures
              ? `Quote updated: ${formatMonthlyPayment(figures.regularPayment)} a month, ${figures.apr.toFixed(1)}% APR, ${figures.product}.`
              : notUpdated
                ? ""
                : declined.length > 0
                  ? declined.map((note) => note.message).join(" ")
                  : "Finance is not available for this choice."
          }
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="finance-deposit"
            name={PERSONALISE_PARAMS.deposit}
            label="Deposit"
            value={draft.deposit}
            options={personalise.depositOptions.map((deposit) => ({
              value: deposit,
              label: formatPrice(deposit),
            }))}
            onChange={change("deposit")}
          />
          <SelectField
            id="finance-mileage"
            name={PERSONALISE_PARAMS.mileage}
            label="Annual Mileage"
            value={draft.mileage}
            options={mileageOptions}
            onChange={change("mileage")}
          />
          <SelectField
            id="finance-term"
            name={PERSONALISE_PARAMS.term}
            label="Finance Period"
            value={draft.term}
            options={termOptions}
            onChange={change("term")}
          />
        </div>
        <button type="submit" className={`btn-secondary ${noJsOnly}`}>
          Update quote
        </button>
        <div className="flex flex-wrap items-center gap-4">
          {quote ? (
            <ApplyLink
              href={quote.application_link}
              product={quote.key}
              source="personalise"
              vrm={personalise.vrm}
            >
              Apply for finance
            </ApplyLink>
          ) : null}
          <a
            href={creditCheckHref(finance.creditCheckVehicle, {
              quoteTerm: quote?.term,
              sliderTerm: calculatorTerm,
            })}
            className="font-semibold underline"
          >
            Can I get credit? Check your eligibility
          </a>
          <Link to={`${finance.path}/deal`} className="font-semibold underline">
            Part-exchanging your car? Work out your deal
          </Link>
        </div>
      </form>
      <Disclosure html={finance.disclosureHtml} />
    </section>
  );
}
