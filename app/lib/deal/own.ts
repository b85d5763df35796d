/**
 * Which deals are a visitor's own (docs/decisions/326-a-deal-priced-once.md): the session keeps each car's deal id,
 * newest first, at most `limit`. A deal is shown only to the visitor whose session holds its id (or, signed in, to the
 * customer whose account it is on: the dealer API's rule).
 */
export interface OwnDeal {
  slug: string;
  id: string;
}

/** The id of the visitor's deal on the car `slug`, if they have one. */
export function ownDealId(own: readonly OwnDeal[] | null | undefined, slug: string): string | undefined {
  return (own ?? []).find((deal) => deal.slug === slug)?.id;
}

/** The list with the car's deal first (once per car), keeping the newest `limit`. */
export function withOwnDeal(
  own: readonly OwnDeal[] | null | undefined,
  deal: OwnDeal,
  limit: number,
): OwnDeal[] {
  return [deal, ...(own ?? []).filter((kept) => kept.slug !== deal.slug && kept.id !== deal.id)].slice(
    0,
    limit,
  );
}

/** The visitor's deal the valuation wizard offers to go back to: the newest. */
export const latestDeal = (own: readonly OwnDeal[] | null | undefined): OwnDeal | undefined => own?.[0];
