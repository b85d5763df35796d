import {
  bandChoices,
  co2Choices,
  insuranceLabel,
  milesLabel,
  mpgLabel,
  plateChoices,
  taxLabel,
  yearChoices,
} from "~/lib/search/choices";
import { BoundSelect } from "./controls";
import { useSearch } from "./search-context";

const pair = "grid grid-cols-2 gap-3";

/** Age (docs/product/search.md#filters): year from/to and plate from/to. */
export function AgeFilters() {
  const { state, options } = useSearch();
  return (
    <>
      <div className={pair}>
        <BoundSelect
          id="min-year"
          name="min_year"
          label="Year from"
          choices={yearChoices(options, state, "from")}
        />
        <BoundSelect
          id="max-year"
          name="max_year"
          label="Year to"
          choices={yearChoices(options, state, "to")}
        />
      </div>
      <div className={pair}>
        <BoundSelect
          id="min-plate"
          name="min_plate"
          label="Plate from"
          choices={plateChoices(options, state, "from")}
          numeric={false}
        />
        <BoundSelect
          id="max-plate"
          name="max_plate"
          label="Plate to"
          choices={plateChoices(options, state, "to")}
          numeric={false}
        />
      </div>
    </>
  );
}

export function MileageFilter() {
  const { state, options } = useSearch();
  return (
    <BoundSelect
      id="odometer-value"
      name="odometer_value"
      label="Maximum mileage"
      choices={bandChoices(options.mileage, state.odometer_value, milesLabel)}
    />
  );
}

/**
 * The extra filters (docs/product/search.md#filters, rule 2): insurance group, CO2 emissions (min/max, g/km),
 * fuel consumption and annual tax. The toggle shows only when all four have options.
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
      <BoundSelect
        id="insurance-group"
        name="insurance_group"
        label="Insurance group"
        choices={bandChoices(options.insurance, state.insurance_group, insuranceLabel)}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-gray-900">CO2 emissions (g/km)</legend>
        <div className={pair}>
          <BoundSelect
            id="min-co2"
            name="min_co2"
            label="Minimum"
            choices={co2Choices(options, state, "min")}
          />
          <BoundSelect
            id="max-co2"
            name="max_co2"
            label="Maximum"
            choices={co2Choices(options, state, "max")}
          />
        </div>
      </fieldset>
      <BoundSelect
        id="mpg-from"
        name="mpg_from"
        label="Fuel consumption"
        choices={bandChoices(options.mpg, state.mpg_from, mpgLabel)}
      />
      <BoundSelect
        id="tax-rate"
        name="tax_rate"
        label="Annual tax"
        choices={bandChoices(options.tax, state.tax_rate, taxLabel)}
      />
    </>
  );
}
