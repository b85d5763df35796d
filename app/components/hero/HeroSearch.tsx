import { Form, Link } from "@remix-run/react";
import type { HeroData } from "~/lib/hero/hero.server";
import { searchButtonLabel } from "~/lib/hero/options";
import { homeUrl, searchParams } from "~/lib/hero/selection";
import { focusRingOnDark } from "~/components/shell/styles";
import { BudgetChoices } from "./BudgetChoices";
import { HeroChips } from "./HeroChips";
import { HeroOption } from "./HeroOption";
import { FeatureChoices, MakeChoices, ModelChoices } from "./HeroPanels";
import { budgetChips, featureChips, makeChips, modelChips } from "./hero-chips";
import { useHeroSearch } from "./use-hero-search";

const countText = (count: number | undefined) =>
  count === undefined ? "" : `${count} ${count === 1 ? "car matches" : "cars match"}`;

/**
 * The home page's hero search (docs/product/home.md#hero-search). Without JavaScript: a GET form whose
 * options are <details> of checkboxes and selects; Update reloads the home page with the picks (new counts),
 * the search button goes through the home page to /used/cars/search with a tidy URL. Enhanced: picks apply in
 * place and the count follows live.
 */
export function HeroSearch({ heading, hero }: { heading: string; hero: HeroData }) {
  const state = useHeroSearch(hero);
  const { options, applied, enhanced } = state;
  const count = options?.total;
  const cancelHref = homeUrl(applied);
  const shared = { state, cancelHref, countText: countText(count) };

  return (
    <section className="bg-brand px-4 pb-12 pt-10 text-white" aria-labelledby="hero-heading">
      <div className="mx-auto max-w-7xl">
        <h1 id="hero-heading" className="text-3xl font-bold sm:text-5xl">
          {heading}
        </h1>
        <Form method="get" action="/used/cars/search" className="mt-8" aria-labelledby="hero-heading">
          <div className="relative grid gap-3 rounded-lg bg-white p-3 text-gray-900 shadow-lg min-[64.0625em]:grid-cols-4">
            <HeroOption
              panel="make"
              title="Make(s)"
              name="makes"
              available={Boolean(options && options.makes.length > 0)}
              unavailableHint="Makes cannot be listed just now."
              chips={
                <HeroChips noun="makes" anyLabel="Any make" chips={makeChips(state)} enhanced={enhanced} />
              }
              {...shared}
            >
              {options ? <MakeChoices state={state} options={options} /> : null}
            </HeroOption>
            <HeroOption
              panel="range"
              title="Model(s)"
              name="models"
              available={Boolean(options && applied.make.length > 0 && options.rangeGroups.length > 0)}
              unavailableHint="Choose a make first."
              chips={
                <HeroChips noun="models" anyLabel="Any model" chips={modelChips(state)} enhanced={enhanced} />
              }
              {...shared}
            >
              {options ? <ModelChoices state={state} options={options} /> : null}
            </HeroOption>
            <HeroOption
              panel="budget"
              title="Budget"
              name="budget"
              available={Boolean(options?.budgetOffered)}
              unavailableHint="Prices cannot be listed just now."
              chips={
                <HeroChips
                  noun="budget"
                  anyLabel="Any budget"
                  chips={budgetChips(state)}
                  enhanced={enhanced}
                />
              }
              {...shared}
            >
              {options ? <BudgetChoices state={state} options={options} basis={hero.basis} /> : null}
            </HeroOption>
            <HeroOption
              panel="features"
              title={
                <>
                  <span className="min-[64.0625em]:hidden">Help me choose...</span>
                  <span className="hidden min-[64.0625em]:inline">Features</span>
                </>
              }
              name="features"
              // The Location is always there to choose, whatever the feature groups offer.
              available={Boolean(options)}
              unavailableHint="Features cannot be listed just now."
              chips={
                <>
                  <HeroChips
                    noun="features"
                    anyLabel="Any features"
                    chips={featureChips(state)}
                    enhanced={enhanced}
                  />
                  {/* The count leaves out a Location it cannot place: said where the Location's chip is. */}
                  {state.locationMessage ? (
                    <p className="px-1 text-sm font-semibold text-red-700">
                      <span className="sr-only">Error: </span>
                      {state.locationMessage}
                    </p>
                  ) : null}
                </>
              }
              {...shared}
            >
              {options ? <FeatureChoices state={state} options={options} /> : null}
            </HeroOption>
          </div>

          {enhanced
            ? [...searchParams(applied, hero.basis)].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))
            : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <button
              type="submit"
              // Without JavaScript the checkboxes arrive as repeated names and empty selects; the home page tidies them
              // into the results page's URL (comma-joined, finance parameters) and redirects.
              formAction={enhanced ? undefined : "/"}
              name={enhanced ? undefined : "hero"}
              value={enhanced ? undefined : "search"}
              aria-busy={state.busy || undefined}
              className={`btn-accent min-w-[12rem] text-lg ${focusRingOnDark}`}
            >
              {searchButtonLabel(count)}
            </button>
            <Link
              to="/can-i-get-credit"
              className={`btn border-2 border-white text-white hover:bg-brand-dark ${focusRingOnDark}`}
            >
              Can I get credit?
            </Link>
          </div>
          <p className="sr-only" aria-live="polite">
            {state.counted && !state.busy ? countText(count) : ""}
          </p>
        </Form>
      </div>
    </section>
  );
}
