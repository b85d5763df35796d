import type SQLite from "better-sqlite3";
import type { DealerDb } from "../db/database";
import { createStockGenerator } from "./generate";
import { continueNumberingAfter } from "../db/engine";

export interface SeedStockOptions {
  count: number;
  seed: number;
  today: Date;
}

/**
 * Fills the stock tables with `count` generated cars. Raw prepared statements in one transaction: 100 000 cars are
 * a few hundred thousand writes, far too slow through a query builder or with a commit each.
 */
export function seedStock(sqlite: SQLite.Database, { count, seed, today }: SeedStockOptions): void {
  const vehicle = createStockGenerator({ seed, today });
  const first = vehicle(0);
  const columns = Object.keys(first.row);
  const insertVehicle = sqlite.prepare(
    `insert into vehicles (${columns.join(", ")}) values (${columns.map((column) => `@${column}`).join(", ")})`,
  );
  const { equipment: _equipment, ...firstDetails } = first.details;
  const detailColumns = ["vehicle_id", "equipment_set_id", ...Object.keys(firstDetails)];
  const insertDetails = sqlite.prepare(
    `insert into vehicle_details (${detailColumns.join(", ")}) values (${detailColumns.map((c) => `@${c}`).join(", ")})`,
  );
  const insertEquipment = sqlite.prepare("insert into equipment_sets (equipment) values (?)");
  const equipmentSets = new Map<string, number | bigint>();

  sqlite.transaction(() => {
    for (let index = 0; index < count; index++) {
      const { row, details } = index === 0 ? first : vehicle(index);
      const { equipment, ...rest } = details;
      let equipmentSetId = equipmentSets.get(equipment);
      if (equipmentSetId === undefined) {
        equipmentSetId = insertEquipment.run(equipment).lastInsertRowid;
        equipmentSets.set(equipment, equipmentSetId);
      }
      insertVehicle.run(row);
      insertDetails.run({ vehicle_id: row.id, equipment_set_id: equipmentSetId, ...rest });
    }
  })();
  // Fresh statistics let SQLite pick the right index for each combination of filters.
  sqlite.exec("analyze");
}

/** Cars a statement in `seedStockInBatches`: about 40 values each, well under PostgreSQL's 65 535 parameters. */
const CARS_A_STATEMENT = 500;

/**
 * The same cars as `seedStock`, through Kysely in multi-row inserts of `CARS_A_STATEMENT` cars, in one transaction: for
 * engines other than SQLite, whose raw prepared statements `seedStock` uses (docs/decisions/211-postgresql.md).
 */
export async function seedStockInBatches(
  db: DealerDb,
  { count, seed, today }: SeedStockOptions,
): Promise<void> {
  const vehicle = createStockGenerator({ seed, today });
  await db.transaction().execute(async (trx) => {
    const equipmentSets = new Map<string, number>();
    for (let start = 0; start < count; start += CARS_A_STATEMENT) {
      const cars = Array.from({ length: Math.min(CARS_A_STATEMENT, count - start) }, (_, at) =>
        vehicle(start + at),
      );
      const newSets = [...new Set(cars.map((car) => car.details.equipment))].filter(
        (set) => !equipmentSets.has(set),
      );
      if (newSets.length > 0) {
        const inserted = await trx
          .insertInto("equipment_sets")
          .values(newSets.map((equipment) => ({ equipment })))
          .returning(["id", "equipment"])
          .execute();
        for (const { id, equipment } of inserted) equipmentSets.set(equipment, id);
      }
      await trx
        .insertInto("vehicles")
        .values(cars.map((car) => car.row))
        .execute();
      await trx
        .insertInto("vehicle_details")
        .values(
          cars.map(({ row, details: { equipment, ...rest } }) => ({
            vehicle_id: row.id,
            equipment_set_id: equipmentSets.get(equipment)!,
            ...rest,
          })),
        )
        .execute();
    }
    await continueNumberingAfter(trx, "vehicles");
  });
}

export async function stockIsSeeded(db: DealerDb): Promise<boolean> {
  const anyVehicle = await db.selectFrom("vehicles").select("id").limit(1).executeTakeFirst();
  return anyVehicle !== undefined;
}
