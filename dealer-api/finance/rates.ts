/**
 * Interest-rate arithmetic for monthly schedules: one advance at month 0, then payments at the end of months 1..n.
 * Pure and exact enough for pennies; used by the quote engine and its tests.
 */

/** Present value at month 0 of `amount` paid at month `month`, discounted at an annual effective rate (a fraction). */
export function presentValue(amount: number, month: number, annualRate: number): number {
  return amount * Math.pow(1 + annualRate, -month / 12);
}

/**
 * The monthly rate r at which the payments (index k = month k + 1) repay the advance exactly:
 * advance = Σ payments[k] · (1 + r)^−(k+1). The sum falls as r rises, so there is one root. Newton's method finds it in
 * a handful of steps from 1 % a month; a step that leaves the bracket known to hold the root is replaced by bisection,
 * so it cannot diverge. A negative rate comes back when the payments add up to less than the advance.
 */
export function monthlyRateOf(advance: number, payments: readonly number[]): number {
  // The value of the payments at `rate` less the advance, and its slope.
  const excess = (rate: number): [value: number, slope: number] => {
    let value = -advance;
    let slope = 0;
    let factor = 1;
    for (let index = 0; index < payments.length; index += 1) {
      factor /= 1 + rate;
      value += payments[index]! * factor;
      slope -= (index + 1) * payments[index]! * factor;
    }
    return [value, slope / (1 + rate)];
  };
  let low = -0.5;
  let high = 1;
  if (excess(low)[0] < 0 || excess(high)[0] > 0)
    throw new RangeError("The payments cannot repay that advance");
  let rate = 0.01;
  for (let step = 0; step < 200; step += 1) {
    const [value, slope] = excess(rate);
    if (value > 0) low = rate;
    else high = rate;
    const newton = slope < 0 ? rate - value / slope : Number.NaN;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - rate) < 1e-13 || high - low < 1e-13) return next;
    rate = next;
  }
  return rate;
}

/** APR as the Consumer Credit Directive defines it: the annual effective rate of a monthly rate (a month = 1/12 year). */
export function annualRateOf(monthlyRate: number): number {
  return Math.pow(1 + monthlyRate, 12) - 1;
}

/** Half-up rounding (half away from zero) to a number of decimals, steadied against binary fractions (8.95 stored as 8.9499999...). */
export function roundHalfUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const magnitude = Math.round(Math.abs(value) * scale + 1e-7) / scale;
  const rounded = value < 0 ? -magnitude : magnitude;
  // −0 would print as "-0"; a rate that rounds to nothing is simply 0.
  return rounded === 0 ? 0 : rounded;
}
