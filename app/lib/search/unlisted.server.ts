import { findCatalogueEntry } from "~/dealer/stock.server";
import type { Query } from "~/dealer/request.server";
import type { SearchVocabulary } from "./state";
import { withCatalogue, type CatalogueEntry, type CatalogueGroups } from "./unlisted";

/**
 * The stock's vocabulary with the makes and models `wanted` that the dealer API's catalogue names (each asked on its
 * own, in parallel: one unknown value must not hide the others), and which of them have no listed car. Asks nothing
 * when nothing is wanted, as for every URL whose makes and models the stock holds.
 */
export async function withCatalogueNames(
  stock: SearchVocabulary,
  wanted: CatalogueGroups,
  listed: Query,
): Promise<ReturnType<typeof withCatalogue>> {
  const lookUp = async (group: "make" | "range", slugs: string[]) => {
    const entries = await Promise.all(
      slugs.map(async (slug) => [slug, await findCatalogueEntry(group, slug, listed)] as const),
    );
    return Object.fromEntries(
      entries.filter((entry): entry is readonly [string, CatalogueEntry] => entry[1] !== undefined),
    );
  };
  const [make, range] = await Promise.all([lookUp("make", wanted.make), lookUp("range", wanted.range)]);
  return withCatalogue(stock, { make, range });
}
