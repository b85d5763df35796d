/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32). Math.random cannot be seeded, and the stock
 * must come out identical for the same seed, so every random choice of the generator goes through one of these.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from min to max inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not add up to anything in particular. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A few distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Mixes a seed and an index into one 32-bit seed, so each car has its own stream (car 7 does not depend on car 6). */
export function mixSeed(seed: number, index: number): number {
  const mix = splitmix32((seed ^ Math.imul(index + 1, 0x27d4eb2d)) >>> 0);
  mix();
  return mix();
}

export function createPrng(seed: number): Prng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();

  const prng: Prng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items, weight) {
      let total = 0;
      for (const item of items) total += weight(item);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return items[items.length - 1];
    },
    sample(items, count) {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((x, y) => x - y).map((index) => items[index]);
    },
  };
  return prng;
}
