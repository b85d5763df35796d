import {
  bandChoices,
  co2Choices,
  insuranceLabel,
  milesLabel,
  mpgLabel,
  plateChoices,
  taxLabel,
  yearChoices,
} from "~/lib/search/options";
import { setBound } from "~/lib/search/rules";
import type { BoundFilter } from "~/lib/search/state";
import { ChoiceSelect } from "./controls";
import { useSearch } from "./search-context";

/** A min/max filter's select: a new value replaces the old one (spec 1 §4). */
function useBound(key: BoundFilter, numeric = true) {
  const { state, apply } = useSearch();
  return {
    name: key,
    value: state[key],
    onChange: (value: string | undefined) =>
      apply(setBound(state, key, value === undefined || !numeric ? value : Number(value))),
  };
}

const pair = "grid grid-cols-2 gap-3";

/** Spec 1 §2.8 Age: year from/to and plate from/to. */
export function AgeFilters() {
  const { state, options } = useSearch();
  return (
    <>
      <div className={pair}>
        <ChoiceSelect
          id="min-year"
          label="Year from"
          choices={yearChoices(options, state, "from")}
          {...useBound("min_year")}
        />
        <ChoiceSelect
          id="max-year"
          label="Year to"
          choices={yearChoices(options, state, "to")}
          {...useBound("max_year")}
        />
      </div>
      <div className={pair}>
        <ChoiceSelect
          id="min-plate"
          label="Plate from"
          choices={plateChoices(options, state, "from")}
          {...useBound("min_plate", false)}
        />
        <ChoiceSelect
          id="max-plate"
          label="Plate to"
          choices={plateChoices(options, state, "to")}
          {...useBound("max_plate", false)}
        />
      </div>
    </>
  );
}

export function MileageFilter() {
  const { state, options } = useSearch();
  return (
    <ChoiceSelect
      id="odometer-value"
      label="Maximum mileage"
      choices={bandChoices(options.mileage, state.odometer_value, milesLabel)}
      {...useBound("odometer_value")}
    />
  );
}

/**
 * Spec 1 §2.8 extra filters: insurance group, CO2 emissions (min/max, g/km), fuel consumption and annual tax. The
 * toggle shows only when all four have options (spec 1 §5).
 */
export function hasExtraFilters(options: ReturnType<typeof useSearch>["options"]) {
  return [options.insurance, options.emissions, options.mpg, options.tax].every(
    (group) => Object.keys(group).length > 0,
  );
}

export function ExtraFilters() {
  const { state, options } = useSearch();
  return (
    <>
      <ChoiceSelect
        id="insurance-group"
        label="Insurance group"
        choices={bandChoices(options.insurance, state.insurance_group, insuranceLabel)}
        {...useBound("insurance_group")}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-gray-900">CO2 emissions (g/km)</legend>
        <div className={pair}>
          <ChoiceSelect
            id="min-co2"
            label="Minimum"
            choices={co2Choices(options, state, "min")}
            {...useBound("min_co2")}
          />
          <ChoiceSelect
            id="max-co2"
            label="Maximum"
            choices={co2Choices(options, state, "max")}
            {...useBound("max_co2")}
          />
        </div>
      </fieldset>
      <ChoiceSelect
        id="mpg-from"
        label="Fuel consumption"
        choices={bandChoices(options.mpg, state.mpg_from, mpgLabel)}
        {...useBound("mpg_from")}
      />
      <ChoiceSelect
        id="tax-rate"
        label="Annual tax"
        choices={bandChoices(options.tax, state.tax_rate, taxLabel)}
        {...useBound("tax_rate")}
      />
    </>
  );
}
