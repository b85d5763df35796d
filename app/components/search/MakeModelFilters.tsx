import { Link } from "@remix-run/react";
import { listChoices, modelChoicesByMake } from "~/lib/search/choices";
import { settledHref } from "~/lib/search/params";
import { clearList, modelAvailable, trimAvailable } from "~/lib/search/rules";
import type { ListFilter } from "~/lib/search/state";
import { CheckboxList } from "./controls";
import { Dropdown } from "./Dropdown";
import { useSearch } from "./search-context";
import { focusRing } from "./styles";

/** 'Any make', 'Any model', 'Any trim': a real link to the search without that level (and the levels below it). */
function AnyLink({ name, label }: { name: ListFilter; label: string }) {
  const { state, defaults, vocabulary } = useSearch();
  const chosen = state[name].length > 0;
  return (
    <Link
      to={settledHref(clearList(state, name), { defaults, vocabulary })}
      preventScrollReset
      aria-current={chosen ? undefined : "true"}
      className={`flex min-h-11 items-center rounded-md px-1 font-semibold text-brand underline hover:bg-gray-50 aria-[current]:no-underline ${focusRing}`}
    >
      {label}
    </Link>
  );
}

/**
 * "Make & model" (docs/product/search.md#filters): Make, then Model once a make is chosen, then Trim once a
 * model is.
 */
export function MakeModelFilters() {
  const { state, options } = useSearch();
  const label = (group: "make" | "range" | "derivative", value: string) =>
    options[group][value]?.label ?? value;
  const modelGroups = modelChoicesByMake(options, state);
  return (
    <div className="space-y-3">
      <Dropdown label="Make" chosen={state.make.map((value) => label("make", value))}>
        <AnyLink name="make" label="Any make" />
        <CheckboxList name="make" legend="Make" choices={listChoices(options, "make", state)} />
      </Dropdown>
      <Dropdown
        label="Model"
        chosen={state.range.map((value) => label("range", value))}
        unavailable={modelAvailable(state) ? undefined : "Choose a make first"}
      >
        <AnyLink name="range" label="Any model" />
        {modelGroups.map((group) => (
          <CheckboxList
            key={group.make}
            name="range"
            legend={`${group.label} models`}
            showLegend={modelGroups.length > 1}
            choices={group.choices}
          />
        ))}
      </Dropdown>
      <Dropdown
        label="Trim"
        chosen={state.derivative.map((value) => label("derivative", value))}
        unavailable={trimAvailable(state) ? undefined : "Choose a model first"}
      >
        <AnyLink name="derivative" label="Any trim" />
        <CheckboxList name="derivative" legend="Trim" choices={listChoices(options, "derivative", state)} />
      </Dropdown>
    </div>
  );
}
