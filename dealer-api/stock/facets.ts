import { sql, type Expression, type RawBuilder } from "kysely";
import type { FilterGroup, FilterOptions } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { mileageBucketSize } from "./bands";
import { allOf, baseConditions, groupConditions } from "./conditions";
import { buildFilterOptions, type FacetCounts } from "./facet-options";
import type { StockFilters } from "./search-params";

/**
 * Faceted counts: how many cars each filter option would find, given the other filters chosen.
 *
 * Counting each of the 23 groups with its own GROUP BY would scan the stock 23 times. Instead each car gets a bit mask
 * `f` of the chosen filter groups it fails, and five scans group the stock by a few columns each plus `f`. A car counts
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

interface Scan {
  name: keyof typeof scanColumns;
  rows: (Record<string, number | string> & { f: number; n: number })[];
}

/**
 * What each scan groups by. The catalogue scan groups by cap_id alone: a CAP code is a derivative, so make, range,
 * trim, body, gearbox, drive, doors, seats, engine, insurance group, CO2 and mpg follow from it.
 */
const scanColumns = {
  catalogue: {
    group: ["cap_id"],
    also: [
      "make_slug", "range_slug", "trim_slug", "body_type", "fuel_type", "transmission", "drivetrain", "doors", "seats",
      "engine_decilitres", "insurance_group", "co2", "mpg",
    ],
  },
  paint: { group: ["colour", "site_id", "tag_mask"], also: [] },
  features: { group: ["feature_mask"], also: [] },
  registration: { group: ["year", "plate_order", "tax_rate", "mileage_bucket"], also: [] },
  price: { group: ["final_price", "monthly_payment"], also: [] },
} as const;

const derivedColumns: Record<string, RawBuilder<number>> = {
  mileage_bucket: sql<number>`(odometer - 1) / ${mileageBucketSize}`,
};

function failedGroupsMask(conditions: Partial<Record<FilterGroup, Expression<unknown>>>, active: FilterGroup[]) {
  if (active.length === 0) return sql<number>`0`;
  const parts = active.map((group, bit) => sql`(case when ${conditions[group]} then 0 else ${1 << bit} end)`);
  return sql<number>`(${sql.join(parts, sql` | `)})`;
}

export async function filterOptions(db: DealerDb, filters: StockFilters): Promise<FilterOptions> {
  const conditions = groupConditions(filters);
  const active = Object.keys(conditions) as FilterGroup[];
  const bitOf = (group: FilterGroup) => (active.includes(group) ? 1 << active.indexOf(group) : 0);
  const failed = failedGroupsMask(conditions, active);
  // A car failing two groups counts nowhere unless both are make-and-model levels the make counts ignore.
  const makeLevels = bitOf("make") | bitOf("range") | bitOf("derivative");
  const countable = sql`((${failed} & (${failed} - 1)) = 0 or (${failed} & ${~makeLevels}) = 0)`;
  const where = allOf(baseConditions(filters));

  const scans: Scan[] = [];
  for (const name of Object.keys(scanColumns) as Scan["name"][]) {
    const { group, also } = scanColumns[name];
    const selections = [...group, ...also].map((column) =>
      (derivedColumns[column] ?? sql.ref(column)).as(column),
    );
    const rows = await db
      .selectFrom("vehicles")
      .select([failed.as("f"), ...selections, sql<number>`count(*)`.as("n")])
      .where(where)
      .where(countable)
      .groupBy([sql`1`, ...group.map((_, index) => sql.raw(String(index + 2)))])
      .execute();
    scans.push({ name, rows: rows as Scan["rows"] });
  }

  const counts: FacetCounts = { total: 0, groups: {} };
  const tally = (group: FilterGroup, key: string | number, n: number) => {
    const groupCounts = (counts.groups[group] ??= new Map());
    groupCounts.set(key, (groupCounts.get(key) ?? 0) + n);
  };
  const ignoreMask = (group: FilterGroup) => ignoredBy(group).reduce((mask, g) => mask | bitOf(g), 0);
  const counting = (group: FilterGroup, f: number) => (f & ~ignoreMask(group)) === 0;
  const bits = (mask: number) => Array.from({ length: 31 }, (_, bit) => bit).filter((bit) => mask & (1 << bit));

  for (const { name, rows } of scans) {
    for (const row of rows) {
      const { f, n } = row;
      const count = (group: FilterGroup, key: string | number) => {
        if (counting(group, f)) tally(group, key, n);
      };
      if (name === "catalogue") {
        count("make", row.make_slug);
        count("range", `${row.make_slug}/${row.range_slug}`);
        count("derivative", row.trim_slug);
        for (const group of ["body_type", "fuel_type", "transmission", "drivetrain", "doors", "seats"] as const) {
          count(group, row[group]);
        }
        if (row.engine_decilitres) count("engine_size", row.engine_decilitres);
        count("insurance", row.insurance_group);
        count("emissions", row.co2);
        count("mpg", row.mpg);
      } else if (name === "paint") {
        count("colours", row.colour);
        count("location", row.site_id);
        for (const bit of bits(Number(row.tag_mask))) count("tags", bit);
      } else if (name === "features") {
        for (const bit of bits(Number(row.feature_mask))) count("features", bit);
      } else if (name === "registration") {
        count("years", row.year);
        count("plates", row.plate_order);
        count("tax", row.tax_rate);
        count("mileage", row.mileage_bucket);
      } else {
        count("max_price", row.final_price);
        count("monthly", row.monthly_payment);
        if (f === 0) counts.total += n;
      }
    }
  }
  return buildFilterOptions(counts, filters);
}
