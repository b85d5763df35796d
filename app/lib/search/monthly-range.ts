/**
 * The monthly budget's one rule (docs/product/search.md#budget), used by the results page's panel, the home
 * page's hero and the URL reader alike. The scale runs 0–1000 in steps of 50: "from" 0–950 (0 is no lower
 * bound), "to" 50–1000, and the two stay at least 50 apart.
 */

export const MONTHLY_STEP = 50;
export const MONTHLY_GAP = 50;
export const MONTHLY_MAX = 1000;

function steps(first: number, last: number): number[] {
  const values: number[] = [];
  for (let value = first; value <= last; value += MONTHLY_STEP) values.push(value);
  return values;
}

/** The values a "from" control offers besides 'Any' (which is 0, no lower bound). */
export const MONTHLY_FROM_CHOICES = steps(MONTHLY_STEP, MONTHLY_MAX - MONTHLY_GAP);
/** The values a "to" control offers besides 'Any'. */
export const MONTHLY_TO_CHOICES = steps(MONTHLY_GAP, MONTHLY_MAX);

export interface MonthlyRange {
  /** Undefined is no lower bound (0 on the scale). */
  from?: number;
  /** Undefined is no upper bound. */
  to?: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** A bound on the scale: "from" within 0–950 (0 and below is none), "to" within 50–1000. */
function onScale({ from, to }: MonthlyRange): MonthlyRange {
  const low = from === undefined || !(from > 0) ? undefined : Math.min(from, MONTHLY_MAX - MONTHLY_GAP);
  const high = to === undefined ? undefined : clamp(to, MONTHLY_GAP, MONTHLY_MAX);
  return { from: low, to: high };
}

/** "to" moves up to keep the gap; "from" is at most 950 on the scale, so "to" stays within 1000. */
function liftTo(from: number): MonthlyRange {
  return { from, to: Math.min(from + MONTHLY_GAP, MONTHLY_MAX) };
}

/** "from" moves down to keep the gap; at 0 or below it is no lower bound. */
function lowerFrom(from: number, to: number): MonthlyRange {
  const low = to - MONTHLY_GAP;
  return { from: low > 0 ? low : undefined, to };
}

/**
 * Settles a monthly range so its bounds are on the scale and at least 50 apart.
 *
 * - `changed` known (a control was just set, with JavaScript): the value just chosen stays and the other bound moves
 *   to keep the gap ("from" 300 against "to" 200 gives 300–350; "to" 150 against "from" 200 gives 100–150).
 * - `changed` unknown (both bounds arrived at once: a no-JS form, a typed URL): bounds the wrong way round are
 *   swapped, as the shopper meant the range (500/200 is 200–500), then a gap under 50 lifts "to" ("from" stops at 950,
 *   so "to" never passes 1000).
 */
export function settleMonthlyRange(range: MonthlyRange, changed?: "from" | "to"): MonthlyRange {
  const { from, to } = onScale(range);
  if (from === undefined || to === undefined) return { from, to };
  if (to - from >= MONTHLY_GAP) return { from, to };
  if (changed === "to") return lowerFrom(from, to);
  if (changed === undefined && from > to) return settleMonthlyRange({ from: to, to: from });
  return liftTo(from);
}

type WithMonthlyBounds = { monthly_from?: number; monthly_to?: number };

/** A search state or hero selection with its monthly bounds settled; a bound with no value is left out. */
export function withSettledMonthly<T extends WithMonthlyBounds>(value: T, changed?: "from" | "to"): T {
  const { from, to } = settleMonthlyRange({ from: value.monthly_from, to: value.monthly_to }, changed);
  const next = { ...value };
  delete next.monthly_from;
  delete next.monthly_to;
  if (from !== undefined) next.monthly_from = from;
  if (to !== undefined) next.monthly_to = to;
  return next;
}
