import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { FilterGroup, FilterOptions } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { mileageBucketSize } from "./bands";
import { allOf, baseConditions, groupConditions, type Condition } from "./conditions";
import { buildFilterOptions, type FacetCounts } from "./facet-options";
import type { StockFilters } from "./search-params";

/**
 * Faceted counts: how many cars each filter option would find, given the other filters chosen.
 *
 * Counting each of the 23 groups with its own GROUP BY would scan the stock 23 times. Instead each car gets a bit mask
 * `f` of the chosen filter groups it fails, and four scans group the stock by a few columns each plus `f`. A car counts
 * towards group G when every group it fails is one G ignores: G itself (so choosing Ford still shows how many Vauxhalls
 * there are), and for make and range the levels below them too (a chosen model must not hide the other makes).
 */

/** The groups whose choices a group's own counts ignore. Features ignore nothing: a car must have all of them. */
const ignoredBy = (group: FilterGroup): FilterGroup[] => {
  if (group === "make") return ["make", "range", "derivative"];
  if (group === "range") return ["range", "derivative"];
  if (group === "features") return [];
  return [group];
};

type Row = Record<string, string | number> & { f: number; n: number };
type Count = (group: FilterGroup, key: string | number) => void;

const eachBit = (mask: number, visit: (bit: number) => void) => {
  for (let bit = 0; mask >> bit; bit++) if ((mask >> bit) & 1) visit(bit);
};

/** A CAP code is a derivative: everything these groups count follows from it (see tables.ts). */
const derivativeColumns = [
  "cap_id",
  "make_slug",
  "range_slug",
  "trim_slug",
  "body_type",
  "fuel_type",
  "transmission",
  "drivetrain",
  "doors",
  "seats",
  "engine_decilitres",
  "insurance_group",
  "co2",
  "mpg",
] as const;
type DerivativeFacts = Record<(typeof derivativeColumns)[number], string | number>;

/** What each scan groups by (besides `f`) and how its rows are counted. */
const scans: {
  columns: string[];
  count: (row: Row, count: Count, facts: Map<number, DerivativeFacts>) => void;
}[] = [
  {
    columns: ["cap_id"],
    count(row, count, facts) {
      const car = facts.get(Number(row.cap_id))!;
      count("make", car.make_slug);
      count("range", `${car.make_slug}/${car.range_slug}`);
      count("derivative", car.trim_slug);
      for (const group of [
        "body_type",
        "fuel_type",
        "transmission",
        "drivetrain",
        "doors",
        "seats",
      ] as const) {
        count(group, car[group]);
      }
      if (car.engine_decilitres) count("engine_size", car.engine_decilitres);
      count("insurance", car.insurance_group);
      count("emissions", car.co2);
      count("mpg", car.mpg);
    },
  },
  {
    columns: ["colour", "site_id", "tag_mask", "feature_mask"],
    count(row, count) {
      count("colours", row.colour);
      count("location", row.site_id);
      eachBit(Number(row.tag_mask), (bit) => count("tags", bit));
      eachBit(Number(row.feature_mask), (bit) => count("features", bit));
    },
  },
  {
    columns: ["year", "plate_order", "tax_rate", "mileage_bucket"],
    count(row, count) {
      count("years", row.year);
      count("plates", row.plate_order);
      count("tax", row.tax_rate);
      count("mileage", row.mileage_bucket);
    },
  },
  {
    columns: ["final_price", "monthly_payment"],
    count(row, count) {
      count("max_price", row.final_price);
      count("monthly", row.monthly_payment);
    },
  },
];

const computedColumns: Record<string, RawBuilder<number>> = {
  mileage_bucket: sql<number>`(odometer - 1) / ${sql.lit(mileageBucketSize)}`,
};

function failedGroupsMask(conditions: Partial<Record<FilterGroup, Condition>>, active: FilterGroup[]) {
  if (active.length === 0) return sql<number>`0`;
  const parts = active.map(
    (group, bit) => sql`(case when ${conditions[group]} then 0 else ${sql.lit(1 << bit)} end)`,
  );
  return sql<number>`(${sql.join(parts, sql` | `)})`;
}

/** Make, range, trim... of each derivative in stock, read from one car of each (the scan keeps the smallest id). */
async function derivativeFacts(db: DealerDb, sampleIds: number[]) {
  if (sampleIds.length === 0) return new Map<number, DerivativeFacts>();
  const rows = await db
    .selectFrom("vehicles")
    .select(derivativeColumns)
    .where("id", "in", sampleIds)
    .execute();
  return new Map(rows.map((row) => [row.cap_id, row]));
}

async function countFilterOptions(db: DealerDb, filters: StockFilters): Promise<FilterOptions> {
  const conditions = groupConditions(filters);
  const active = Object.keys(conditions) as FilterGroup[];
  const bitOf = (group: FilterGroup) => (active.includes(group) ? 1 << active.indexOf(group) : 0);
  const failed = failedGroupsMask(conditions, active);
  // A car failing two groups counts nowhere unless both are make-and-model levels the make counts ignore (with one
  // filter group chosen no car can fail two, so the test is left out).
  const makeLevels = bitOf("make") | bitOf("range") | bitOf("derivative");
  const countable =
    active.length < 2
      ? sql<SqlBool>`1`
      : sql<SqlBool>`((${failed} & (${failed} - 1)) = 0 or (${failed} & ${sql.lit(~makeLevels)}) = 0)`;
  const where = allOf(baseConditions(filters));

  const results: Row[][] = [];
  for (const { columns } of scans) {
    const rows = await db
      .selectFrom("vehicles")
      .select([
        failed.as("f"),
        ...columns.map((column) => (computedColumns[column] ?? sql.ref(column)).as(column)),
        sql<number>`count(*)`.as("n"),
        sql<number>`min(id)`.as("sample"),
      ])
      .where(where)
      .where(countable)
      .groupBy([sql`1`, ...columns.map((_, index) => sql.raw(String(index + 2)))])
      .execute();
    results.push(rows as Row[]);
  }
  const facts = await derivativeFacts(
    db,
    results[0].map((row) => Number(row.sample)),
  );

  const counts: FacetCounts = { total: 0, groups: {} };
  const ignoreMasks = new Map<FilterGroup, number>();
  const ignoreMask = (group: FilterGroup) => {
    if (!ignoreMasks.has(group))
      ignoreMasks.set(
        group,
        ignoredBy(group).reduce((mask, g) => mask | bitOf(g), 0),
      );
    return ignoreMasks.get(group)!;
  };
  results.forEach((rows, index) => {
    for (const row of rows) {
      const count: Count = (group, key) => {
        if ((row.f & ~ignoreMask(group)) !== 0) return;
        const groupCounts = (counts.groups[group] ??= new Map());
        groupCounts.set(key, (groupCounts.get(key) ?? 0) + row.n);
      };
      scans[index].count(row, count, facts);
      if (index === 0 && row.f === 0) counts.total += row.n;
    }
  });
  return buildFilterOptions(counts, filters);
}

/**
 * Counting scans the whole stock, so answers are kept until the database changes: most calls repeat (the home page's
 * search bar asks the same question every time). `data_version` moves when another connection writes, and
 * `total_changes()` when this one does.
 */
const answers = new WeakMap<DealerDb, { version: string; byFilters: Map<string, FilterOptions> }>();
const answersKept = 200;

export async function filterOptions(db: DealerDb, filters: StockFilters): Promise<FilterOptions> {
  const { rows } = await sql<{ version: string }>`
    select (select data_version from pragma_data_version) || ':' || total_changes() as version`.execute(db);
  const version = rows[0].version;
  let cache = answers.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, byFilters: new Map() };
    answers.set(db, cache);
  }
  const key = JSON.stringify(filters);
  const kept = cache.byFilters.get(key);
  if (kept) return kept;
  const answer = await countFilterOptions(db, filters);
  if (cache.byFilters.size >= answersKept) cache.byFilters.delete(cache.byFilters.keys().next().value!);
  cache.byFilters.set(key, answer);
  return answer;
}
