import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { FilterOptions } from "@contract/vehicle";
import { parseSearchParams, settledHref } from "~/lib/search/params";
import type { SearchDefaults, SearchState, SearchVocabulary } from "~/lib/search/state";

interface SearchControls {
  /** The search as the shopper last set it: the URL being loaded while a change is on its way, else the page's. */
  state: SearchState;
  options: FilterOptions;
  defaults: SearchDefaults;
  vocabulary: SearchVocabulary;
  /** With JavaScript a change applies at once: a client-side navigation to the new search's URL. */
  apply: (next: SearchState) => void;
}

const SearchContext = createContext<SearchControls | null>(null);

/** The makes, models and branches the options list: enough to apply make → model rules in the browser. */
function vocabularyFrom(options: FilterOptions): SearchVocabulary {
  const labels = (group: Record<string, { label: string }>) =>
    Object.fromEntries(Object.entries(group).map(([key, option]) => [key, option.label]));
  return {
    makes: labels(options.make),
    ranges: Object.fromEntries(
      Object.entries(options.range).map(([key, option]) => [key, { label: option.label, make: option.make }]),
    ),
    locations: labels(options.location),
  };
}

export function SearchProvider({
  state: loaded,
  options,
  defaults,
  children,
}: {
  state: SearchState;
  options: FilterOptions;
  defaults: SearchDefaults;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const pending =
    navigation.state === "loading" &&
    !navigation.formMethod &&
    navigation.location.pathname === location.pathname
      ? navigation.location.search
      : undefined;
  // Controls show the change at once (ticked, selected) while its results load.
  const state = useMemo(
    () => (pending === undefined ? loaded : parseSearchParams(new URLSearchParams(pending), { defaults })),
    [pending, loaded, defaults],
  );
  const vocabulary = useMemo(() => vocabularyFrom(options), [options]);
  const apply = useCallback(
    (next: SearchState) =>
      navigate(settledHref(next, { defaults, vocabulary }), { preventScrollReset: true }),
    [navigate, defaults, vocabulary],
  );
  const value = useMemo(
    () => ({ state, options, defaults, vocabulary, apply }),
    [state, options, defaults, vocabulary, apply],
  );
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export function useSearch(): SearchControls {
  const controls = useContext(SearchContext);
  if (!controls) throw new Error("useSearch needs a SearchProvider");
  return controls;
}
