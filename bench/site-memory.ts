/**
 * Issue 19, goal 6: the resident memory the site's whole process (the production server with the embedded dealer
 * API) may hold at 100 000 cars under the page benchmark, after it and at its peak, and where that bound comes from.
 * The measurements behind each part are in docs/benchmarks.md ("Memory").
 */

/**
 * The V8 flags the production server runs with: package.json `serve`, the Dockerfile's CMD and the benchmark's server
 * pass exactly these (tests/unit/site-memory.test.ts checks that they agree).
 * - `--max-semi-space-size=32`: 32 MB semi-spaces for the young generation (docs/decisions/071).
 * - `--max-old-space-size=1024`: the old generation's limit. Without it V8 takes its limit from the machine (4 GB on
 *   one with 16 GB or more), and with a limit of 2 GB or more it lets the old generation grow to 4 times what survived
 *   its last full collection before the next: at 100 000 cars 340–384 MB of old generation holding 85 MB of live
 *   objects. Under 2 GB it grows the heap by at most 2 times (1.64 at 1 GB): the same work then holds 135–145 MB.
 *   1 GB is about 4 times the live heap at 500 000 cars (heap used 170 MB in the dealer API's benchmark), so no stock
 *   the benchmark seeds comes near it (docs/decisions/210-heap-limit.md).
 */
export const SITE_NODE_FLAGS = ["--max-semi-space-size=32", "--max-old-space-size=1024"] as const;

/** The stock the bound is stated for: the page benchmark's. */
export const BOUND_CARS = 100_000;

/**
 * What the process holds at 100 000 cars apart from V8's spaces, and its live heap, in MB (measured; see
 * docs/benchmarks.md, "The site's whole process").
 */
export const SITE_MEMORY_PARTS = {
  /** Node's executable and shared libraries as mapped (file-backed resident memory): 53 MB measured. */
  nodeMb: 55,
  /**
   * Memory outside V8's heap: malloc's arena (55 MB from start-up on: the modules' sources, SQLite's page cache and
   * statements, the index build's reads) and the stock index's typed arrays (11–17 MB): 74 MB measured.
   */
  nativeMb: 75,
  /**
   * What survives a full collection once every cache is full: 27 MB at start-up (modules, the dealer API, its index
   * built), about 12 MB of optimised code once the pages have run, and the caches at their most (the site's dealer
   * answers 17 MB and the dealer API's filter counts 9.4 MB, listings 7.6 MB, finance quotes 6.5 MB, monthly columns
   * 5.4 MB): 75–86 MB measured after the benchmark, with three of the caches not yet full.
   */
  liveHeapMb: 85,
} as const;

/** A V8 size flag's value in MB (`--max-old-space-size=1024` → 1024), or undefined when it is not passed. */
export function flagMb(flags: readonly string[], name: string): number | undefined {
  const flag = flags.find((candidate) => candidate.startsWith(`--${name}=`));
  return flag === undefined ? undefined : Number(flag.slice(name.length + 3));
}

/** V8's old-space limit without `--max-old-space-size` on a 64-bit machine with 16 GB of memory or more. */
export const V8_DEFAULT_OLD_SPACE_MB = 4096;
/** Without `--max-semi-space-size`, V8's young semi-spaces grow to 16 MB each. */
export const V8_DEFAULT_SEMI_SPACE_MB = 16;

/**
 * How many times the live heap V8 lets the old generation reach before its next full collection, at most (V8's
 * heap-controller: 4 when the old-space limit is 2 GB or more; below that a factor that falls from 2 to 1.3 at
 * 256 MB, 1.64 at 1 GB, so 2 covers it and the free space left in partly used pages).
 */
export function heapGrowthCeiling(oldSpaceLimitMb: number): number {
  return oldSpaceLimitMb >= 2048 ? 4 : 2;
}

/**
 * The most resident memory the site's process may hold at 100 000 cars, in MB, after the page benchmark and at its
 * peak: Node itself, the native memory outside V8's heap, the young generation and the old generation at its growth
 * ceiling over the live heap (never above its limit). The young generation is three semi-spaces: the two the scavenger
 * copies between, and the young large-object space, which holds young objects over 128 KB (a car page's 180 KB of
 * HTML is one) and may grow as large as a semi-space (measured: 32.5 MB beside 64 MB of new space at
 * `--max-semi-space-size=32`). With the site's flags: 55 + 75 + 96 + 2 × 85 = 396 MB.
 */
export function siteResidentBoundMb(flags: readonly string[] = SITE_NODE_FLAGS): number {
  const semiSpaceMb = flagMb(flags, "max-semi-space-size") ?? V8_DEFAULT_SEMI_SPACE_MB;
  const oldSpaceMb = flagMb(flags, "max-old-space-size") ?? V8_DEFAULT_OLD_SPACE_MB;
  const { nodeMb, nativeMb, liveHeapMb } = SITE_MEMORY_PARTS;
  const oldGenerationMb = Math.min(oldSpaceMb, heapGrowthCeiling(oldSpaceMb) * liveHeapMb);
  return nodeMb + nativeMb + 3 * semiSpaceMb + oldGenerationMb;
}

/**
 * The site's process's resident memory in MB: after the benchmark (VmRSS), and the most it held since it started
 * (VmHWM).
 */
export interface SiteMemory {
  afterMb: number;
  peakMb: number;
}

/** The goal's line in the benchmark's report: both figures against the bound, met or not. */
export function siteMemoryGoal({ afterMb, peakMb }: SiteMemory, boundMb = siteResidentBoundMb()): string {
  const met = afterMb <= boundMb && peakMb <= boundMb;
  return (
    `- the site's whole process at ${BOUND_CARS.toLocaleString("en-GB")} cars: **${afterMb.toFixed(0)} MB** resident ` +
    `after the page benchmark, **${peakMb.toFixed(0)} MB** at its peak (the bound: ${boundMb.toFixed(0)} MB, ` +
    `bench/site-memory.ts): ${met ? "met" : "**not met**"}`
  );
}
