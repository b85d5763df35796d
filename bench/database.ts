import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createDealerApi, type DealerApi } from "../dealer-api/setup";

/** The stock every benchmark runs on: the e2e seed and day, so figures compare between runs. */
export const benchSeed = 20261101;
export const benchToday = "2026-11-01";

export interface BenchDatabase {
  file: string;
  cars: number;
  /** Milliseconds spent seeding, or undefined when an earlier run's file was reused. */
  seededMs?: number;
}

export const benchDatabaseFile = (cars: number) => join(".data", "bench", `dealer-${cars}.sqlite`);

/**
 * A dealer database with `cars` cars (stock and content), seeded on first use and reused afterwards: seeding
 * 100 000 cars takes about 15 s. `reseed` starts from an empty file.
 */
export async function benchDatabase(cars: number, { reseed = false } = {}): Promise<BenchDatabase> {
  const file = benchDatabaseFile(cars);
  if (reseed) for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  const fresh = !existsSync(file);
  mkdirSync(join(".data", "bench"), { recursive: true });
  const started = performance.now();
  const api = await openBenchApi(file, cars);
  const seededMs = fresh ? performance.now() - started : undefined;
  const { n } = await api.db
    .selectFrom("vehicles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  await api.close();
  if (n !== cars) throw new Error(`${file} holds ${n} cars, not ${cars}: run again with --reseed`);
  return { file, cars, seededMs };
}

export function openBenchApi(file: string, cars: number): Promise<DealerApi> {
  return createDealerApi({
    filename: file,
    vehicles: cars,
    seed: benchSeed,
    today: new Date(`${benchToday}T12:00:00Z`),
  });
}
