/** Percentiles and plain-text tables for the benchmark scripts. */

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function latency(samples: readonly number[]): Latency {
  return {
    count: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    max: Math.max(...samples),
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A Markdown table (it reads as a plain table in a terminal too); the first `textColumns` align left. */
export function table(header: string[], rows: (string | number)[][], textColumns = 1): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column < textColumns ? `-${"-".repeat(width)}-` : `-${"-".repeat(width)}:`)).join("|")}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}
