import { MAX_NAME_LENGTH } from "@contract/saved-searches";

/** A filter as the results page's chips show it (app/lib/search/chips.ts): its id ("make=ford", "max_price") and value. */
export interface NamedFilter {
  id: string;
  value: string;
}

/** Bounds read as a phrase: "under £15,000" rather than "Maximum price £15,000". */
const BOUND_WORDS: Record<string, (value: string) => string> = {
  min_price: (value) => `over ${value}`,
  max_price: (value) => `under ${value}`,
  monthly_from: (value) => `from ${value}`,
  monthly_to: (value) => `up to ${value}`,
  min_year: (value) => `from ${value}`,
  max_year: (value) => `up to ${value}`,
  min_plate: (value) => `from the ${value}`,
  max_plate: (value) => `up to the ${value}`,
  min_co2: (value) => `CO2 from ${value}`,
  max_co2: (value) => `CO2 up to ${value}`,
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The name a saved search gets from its filters (issue 36): the makes and models first ("Ford Focus"), then each other
 * filter as a phrase ("automatic", "under £15,000", "within 25 miles of LS11 8BU"), at most MAX_NAME_LENGTH characters.
 * A search with no filters is "All used cars".
 */
export function searchName(filters: readonly NamedFilter[]): string {
  const kind = (filter: NamedFilter) => filter.id.split("=")[0];
  const makes = filters.filter((filter) => kind(filter) === "make").map((filter) => filter.value);
  const models = filters
    .filter((filter) => ["range", "derivative", "coin"].includes(kind(filter)))
    .map((filter) => filter.value);
  const car = [makes.join(" or "), models.join(" or ")].filter(Boolean).join(" ");
  const rest = filters
    .filter((filter) => !["make", "range", "derivative", "coin"].includes(kind(filter)))
    .map((filter) => {
      const bound = BOUND_WORDS[filter.id];
      if (bound) return bound(filter.value);
      // Makes' and features' own capitals stay (BMW, DAB); a phrase ("Up to 30,000 miles") reads on in lower case.
      return /^(Up to|Within) /.test(filter.value) ? lowerFirst(filter.value) : filter.value;
    });
  const name = [car, ...rest].filter(Boolean).join(", ") || "All used cars";
  return name.length <= MAX_NAME_LENGTH ? name : `${name.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`;
}
