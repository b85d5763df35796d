import { useContext, useRef, useState, type FormEvent } from "react";
import { listChoices } from "~/lib/search/choices";
import { coinScope, parseSearchParams, SEARCH_PATH } from "~/lib/search/params";
import type { ListFilter, SearchState } from "~/lib/search/state";
import { CheckboxList } from "./controls";
import { FilterSection } from "./FilterSection";
import { MakeModelFilters } from "./MakeModelFilters";
import { PriceFilters } from "./PriceFilters";
import { AgeFilters, ExtraFilters, hasExtraFilters, MileageFilter } from "./RangeFilters";
import { useSearch } from "./search-context";
import { HiddenFields } from "./HiddenFields";
import { bareSummary, focusRing, noJsOnly } from "./styles";
import { useDropdowns } from "./use-dropdowns";
import { DistanceContext, DistanceFilter } from "./DistanceFilter";

/**
 * The list sections after Body type, in the order of docs/product/search.md#filters, then the branch
 * (location_name).
 */
const LIST_SECTIONS: { key: ListFilter; title: string; hint?: string }[] = [
  { key: "transmission", title: "Gearbox" },
  { key: "fuel_type", title: "Fuel type" },
  { key: "features", title: "Features", hint: "Cars with every feature you tick." },
  { key: "colour", title: "Colour" },
  { key: "engine_size", title: "Engine size" },
  { key: "doors", title: "Doors" },
  { key: "seats", title: "Seats" },
  { key: "drivetrain", title: "Drive type" },
  { key: "location_name", title: "Branch" },
];

const bodyTypeIcon = (slug: string, checked: boolean) => (
  <img
    src={checked ? `/images/body-types/active/${slug}-active.svg` : `/images/body-types/${slug}.svg`}
    alt=""
    width={64}
    height={32}
  />
);

const chosen = (state: SearchState, ...keys: (keyof SearchState)[]) =>
  keys.some((key) => {
    const value = state[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });

/**
 * Price against our market estimate (docs/product/search.md#price-position): Great, Good, Fair, Higher than market,
 * each with its count; a car with too little evidence has none, so it is found only without this filter.
 */
function PricePositionFilter() {
  const { state, options } = useSearch();
  const choices = listChoices(options, "price_position", state);
  if (choices.length === 0) return null;
  return (
    <FilterSection title="Price against the market" open={chosen(state, "price_position")}>
      <p className="text-sm text-gray-700">Against our market estimate for each car.</p>
      <CheckboxList name="price_position" legend="Price against the market" choices={choices} />
    </FilterSection>
  );
}

/**
 * The side filter panel: one GET form. Without JavaScript it is applied with its 'Apply filters' button (the loader
 * turns what the browser sends into the canonical URL); with it every control applies its change at once.
 * Sections open at first: Make & model, Price, and any holding a choice.
 */
export function FilterPanel() {
  const { state, options, defaults, vocabulary, apply } = useSearch();
  const { message: distanceMessage } = useContext(DistanceContext);
  const formRef = useRef<HTMLFormElement>(null);
  useDropdowns(formRef);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams(
      new FormData(event.currentTarget) as unknown as Record<string, string>,
    );
    apply(parseSearchParams(params, { defaults, vocabulary }));
  }

  // Kept from the first render, like the sections: React must not undo the shopper's own opening and closing.
  const [extrasOpen] = useState(
    chosen(state, "insurance_group", "min_co2", "max_co2", "mpg_from", "tax_rate"),
  );
  return (
    <form ref={formRef} method="get" action={SEARCH_PATH} onSubmit={onSubmit} aria-label="Filter results">
      {state.sort !== defaults.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <HiddenFields state={state} names={["tags", "coin", "finance_search_only"]} />
      {/* Which makes and models the version was chosen under: another choice of them clears it (params.ts). */}
      {state.coin !== undefined ? <input type="hidden" name="coin_for" value={coinScope(state)} /> : null}
      <FilterSection title="Make & model" open>
        <MakeModelFilters />
      </FilterSection>
      <FilterSection title="Price" open>
        <PriceFilters idPrefix="panel-" />
      </FilterSection>
      <PricePositionFilter />
      <FilterSection
        title="Distance"
        open={Boolean(distanceMessage) || chosen(state, "distance_from", "distance_range")}
      >
        <DistanceFilter />
      </FilterSection>
      <FilterSection title="Age" open={chosen(state, "min_year", "max_year", "min_plate", "max_plate")}>
        <AgeFilters />
      </FilterSection>
      <FilterSection title="Mileage" open={chosen(state, "odometer_value")}>
        <MileageFilter />
      </FilterSection>
      {Object.keys(options.body_type).length > 0 ? (
        <FilterSection title="Body type" open={chosen(state, "body_type")}>
          <CheckboxList
            name="body_type"
            legend="Body type"
            choices={listChoices(options, "body_type", state)}
            icon={bodyTypeIcon}
            tiles
          />
        </FilterSection>
      ) : null}
      {LIST_SECTIONS.map(({ key, title, hint }) => {
        const choices = listChoices(options, key, state);
        if (choices.length === 0) return null;
        return (
          <FilterSection key={key} title={title} open={chosen(state, key)}>
            {hint ? <p className="text-sm text-gray-700">{hint}</p> : null}
            <CheckboxList name={key} legend={title} choices={choices} />
          </FilterSection>
        );
      })}
      {hasExtraFilters(options) ? (
        <details open={extrasOpen} className="group/extras border-b border-gray-200 py-2">
          <summary
            className={`${bareSummary} flex min-h-11 items-center font-semibold text-brand underline ${focusRing}`}
          >
            <span className="group-open/extras:hidden">Show extra filters</span>
            <span className="hidden group-open/extras:inline">Hide extra filters</span>
          </summary>
          <div className="space-y-4 pb-2 pt-2">
            <ExtraFilters />
          </div>
        </details>
      ) : null}
      <div className={`sticky bottom-0 bg-white py-3 ${noJsOnly}`}>
        <button type="submit" className="btn-primary w-full">
          Apply filters
        </button>
      </div>
    </form>
  );
}
