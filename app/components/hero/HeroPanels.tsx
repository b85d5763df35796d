import { toggleChoice } from "~/lib/hero/edits";
import { FEATURE_FIELDS, FEATURE_LEGENDS, pickerEnabled, type HeroOptions } from "~/lib/hero/options";
import type { ListField } from "~/lib/hero/selection";
import { ChoiceList } from "./ChoiceList";
import type { HeroState } from "./use-hero-search";

interface PanelProps {
  state: HeroState;
  options: HeroOptions;
}

/** Without JavaScript the checkboxes are the form's fields; enhanced, hidden fields carry the applied picks instead. */
function choiceProps(state: HeroState, field: ListField) {
  return {
    name: state.enhanced ? undefined : field,
    chosen: state.draft[field],
    onChange: (value: string, checked: boolean) =>
      state.setDraft(toggleChoice(state.draft, field, value, checked)),
  };
}

export function MakeChoices({ state, options }: PanelProps) {
  return <ChoiceList legend="Make(s)" choices={options.makes} {...choiceProps(state, "make")} />;
}

export function ModelChoices({ state, options }: PanelProps) {
  const choice = choiceProps(state, "range");
  return (
    <>
      {options.rangeGroups.map((group) => (
        <ChoiceList
          key={group.make}
          legend={`${group.makeLabel} models`}
          choices={group.ranges}
          {...choice}
        />
      ))}
    </>
  );
}

/** "Help me choose": body type, colour, gearbox and fuel type. */
export function FeatureChoices({ state, options }: PanelProps) {
  const choices = {
    body_type: choiceProps(state, "body_type"),
    colours: choiceProps(state, "colours"),
    transmission: choiceProps(state, "transmission"),
    fuel_type: choiceProps(state, "fuel_type"),
  };
  return (
    <>
      {FEATURE_FIELDS.filter((field) => options.features[field].length > 0).map((field) => (
        <ChoiceList
          key={field}
          legend={FEATURE_LEGENDS[field]}
          choices={options.features[field]}
          disabled={!pickerEnabled(options.features[field])}
          disabledHint="Every car in this search is the same here."
          {...choices[field]}
        />
      ))}
    </>
  );
}
