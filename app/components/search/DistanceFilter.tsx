import { createContext, useContext, useRef } from "react";
import type { SearchDistance } from "~/lib/search/place.server";
import { DISTANCE_RANGES } from "~/lib/search/distance";
import { withCount } from "~/lib/search/choices";
import { controlClass, ErrorMessage, Hint } from "~/components/forms/parts";
import { ChoiceSelect } from "./controls";
import { useSearch } from "./search-context";
import { labelClass } from "./styles";

/** The distance search as the loader found it: the postcode's place, or the message for the field. */
export const DistanceContext = createContext<SearchDistance>({ place: null });

/**
 * The side panel's distance: the shopper's postcode and how far from it, "Within 10 / 25 / 50 / 100 miles" or
 * "National", each with its count. Part of the panel's GET form: without JavaScript its 'Update distance' button (or
 * Enter) applies it; with it, choosing a distance or pressing Enter applies it at once, postcode and all.
 */
export function DistanceFilter() {
  const { state, options } = useSearch();
  const { message } = useContext(DistanceContext);
  const fieldRef = useRef<HTMLDivElement>(null);
  const typed = state.distance_from ?? "";
  const describedBy = ["distance-from-hint", message ? "distance-from-error" : ""].filter(Boolean).join(" ");
  const choices = DISTANCE_RANGES.map((range) => ({
    value: String(range),
    label: `Within ${range} miles`,
    count: options.distance[String(range)]?.count,
  }));
  return (
    <div ref={fieldRef} className="space-y-3">
      <div>
        <label htmlFor="distance-from" className={labelClass}>
          Your postcode
        </label>
        <Hint id="distance-from-hint">For example, LS11 8BU, or the first part: LS11</Hint>
        {message ? <ErrorMessage id="distance-from-error">{message}</ErrorMessage> : null}
        <input
          // A new URL's postcode replaces what is in the box; typing alone changes nothing until it is applied.
          key={typed}
          id="distance-from"
          name="distance_from"
          type="text"
          defaultValue={typed}
          autoComplete="postal-code"
          spellCheck={false}
          maxLength={40}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          className={`${controlClass(Boolean(message))} uppercase`}
        />
      </div>
      <ChoiceSelect
        id="distance-range"
        name="distance_range"
        label="Distance"
        anyLabel={withCount("National", options.distance.national?.count)}
        choices={choices}
        value={state.distance_range}
        // The postcode in the box goes with the distance, typed or not yet applied.
        onChange={() => fieldRef.current?.closest("form")?.requestSubmit()}
      />
      <button type="submit" className="btn-secondary w-full">
        Update distance
      </button>
    </div>
  );
}
