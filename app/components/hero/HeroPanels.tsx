import { toggleChoice } from "~/lib/hero/edits";
import { FEATURE_FIELDS, FEATURE_LEGENDS, pickerEnabled, type HeroOptions } from "~/lib/hero/options";
import type { ListField } from "~/lib/hero/selection";
import { ChoiceList } from "./ChoiceList";
import { useId } from "react";
import { formatNumber } from "~/lib/format";
import { focusRing } from "~/components/shell/styles";
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
      <LocationChoice state={state} options={options} />
    </>
  );
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatNumber(count)})`;

/**
 * Location: the shopper's postcode and how far from it (the results page's `distance_from` and `distance_range`, which
 * explains a postcode it cannot place). Always offered, whatever the other groups hold.
 */
function LocationChoice({ state, options }: PanelProps) {
  const id = useId();
  const { draft, applied } = state;
  const name = (field: string) => (state.enhanced ? undefined : field);
  // The message is the applied Location's: shown while the draft's is the same, not while another is typed.
  const message =
    draft.distance_from === applied.distance_from && draft.distance_range === applied.distance_range
      ? state.locationMessage
      : undefined;
  return (
    <fieldset className="mb-4 last:mb-0">
      <legend className="mb-2 font-bold text-gray-900">Location</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-postcode`} className="font-semibold text-gray-900">
            Your postcode
          </label>
          <input
            id={`${id}-postcode`}
            name={name("distance_from")}
            type="text"
            value={draft.distance_from ?? ""}
            onChange={(event) => state.setDraft({ ...draft, distance_from: event.target.value || undefined })}
            autoComplete="postal-code"
            spellCheck={false}
            maxLength={40}
            aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={message ? true : undefined}
            className={`min-h-11 rounded-md border bg-white px-3 uppercase text-gray-900 ${message ? "border-2 border-red-700" : "border-gray-500"} ${focusRing}`}
          />
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            For example, LS11 8BU, or the first part: LS11
          </p>
          {message ? (
            <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
              <span className="sr-only">Error: </span>
              {message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-range`} className="font-semibold text-gray-900">
            Distance
          </label>
          <select
            id={`${id}-range`}
            name={name("distance_range")}
            value={draft.distance_range === undefined ? "" : String(draft.distance_range)}
            onChange={(event) =>
              state.setDraft({
                ...draft,
                distance_range: event.target.value === "" ? undefined : Number(event.target.value),
              })
            }
            className={`min-h-11 rounded-md border border-gray-500 bg-white px-3 text-gray-900 ${focusRing}`}
          >
            <option value="">{withCount("National", options.nationalCount)}</option>
            {options.distances.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {withCount(choice.label, choice.count)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
