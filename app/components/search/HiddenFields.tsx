import { searchPairs } from "~/lib/search/params";
import type { SearchState } from "~/lib/search/state";
import { useSearch } from "./search-context";

/**
 * The parts of the search a form has no control for, as hidden fields, so a no-JS submit keeps them. Give either the
 * names to carry (`names`) or the names the form has controls for (`except`).
 */
export function HiddenFields({
  state,
  names,
  except,
}: {
  state: SearchState;
  names?: string[];
  except?: string[];
}) {
  const { defaults } = useSearch();
  const pairs = searchPairs(state, defaults).filter(([name]) =>
    names ? names.includes(name) : !except?.includes(name),
  );
  return (
    <>
      {pairs.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
