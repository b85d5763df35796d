import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptQuotes, stockCache } from "./cache";
import type { FinanceQuotes } from "./contract/finance";
import type { StockIndex } from "./stock/stock-index";
import { stockForTests } from "./stock/test-stock";

const anIndex = () => ({}) as StockIndex;

describe("stockCache", () => {
  it("works an answer out once per index and key", () => {
    const kept = stockCache<{ n: number }>(10);
    const index = anIndex();
    let worked = 0;
    const work = () => ({ n: ++worked });
    expect(kept.answer(index, "a", work).n).toBe(1);
    expect(kept.answer(index, "a", work).n).toBe(1);
    expect(kept.answer(index, "b", work).n).toBe(2);
  });

  it("forgets every answer when asked with another index (the cars changed)", () => {
    const kept = stockCache<{ n: number }>(10);
    const before = anIndex();
    kept.set(before, "a", { n: 1 });
    kept.set(before, "b", { n: 2 });
    const after = anIndex();
    expect(kept.get(after, "a")).toBeUndefined();
    expect(kept.size(after)).toBe(0);
    // The old index's answers are gone for good, not set aside.
    expect(kept.get(before, "b")).toBeUndefined();
  });

  it("holds at most `max` answers, letting the least recently asked go", () => {
    const kept = stockCache<{ key: string }>(2);
    const index = anIndex();
    const asked: string[] = [];
    const ask = (key: string) => kept.answer(index, key, () => (asked.push(key), { key }));
    ask("a");
    ask("b");
    ask("a"); // a is now the most recent
    ask("c"); // b goes
    ask("a");
    ask("b");
    expect(asked).toEqual(["a", "b", "c", "b"]);
    expect(kept.size(index)).toBe(2);
  });

  it("keeps answers frozen, so no caller can change what the next one gets; typed arrays stay as they are", () => {
    const kept = stockCache<{ ids: number[]; column: Float64Array }>(2);
    const index = anIndex();
    const answer = kept.answer(index, "a", () => ({ ids: [1, 2], column: new Float64Array(2) }));
    expect(() => answer.ids.push(3)).toThrow(TypeError);
    expect(kept.answer(index, "a", () => ({ ids: [], column: new Float64Array(0) })).ids).toEqual([1, 2]);
    expect(Object.isFrozen(answer.column)).toBe(false);
  });
});

describe("keptQuotes", () => {
  it("works a key's quotes out once and hands out a frozen answer", () => {
    let worked = 0;
    const work = () => {
      worked++;
      return { hpQuote: null, pcpQuote: null } as unknown as FinanceQuotes;
    };
    const key = `test-${Math.random()}`;
    const first = keptQuotes(key, work);
    expect(keptQuotes(key, work)).toBe(first);
    expect(worked).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe("the stock's kept answers after a change to the cars", () => {
  let stock: Awaited<ReturnType<typeof stockForTests>>;
  beforeAll(async () => {
    stock = await stockForTests(60);
  });
  afterAll(() => stock.db.destroy());

  const search = async () =>
    (await stock.get("/api/used-vehicles/cars/search/?sort=price%7Casc&resultsPerPage=5")).body as {
      data: { data: { id: number; final_price: number }[]; meta: { total: number } };
    };

  it("are never stale: a new price and a car sold show on the next search", async () => {
    const before = await search();
    const cheapest = before.data.data[0];
    // Asked again, the page is the same (from the kept answers).
    expect(await search()).toEqual(before);

    await stock.db
      .updateTable("vehicles")
      .set((eb) => ({ final_price: eb("final_price", "+", 1) }))
      .where("id", "=", cheapest.id)
      .execute();
    const repriced = await search();
    expect(repriced.data.data.find((car) => car.id === cheapest.id)?.final_price).toBe(
      cheapest.final_price + 1,
    );

    await stock.db.updateTable("vehicles").set({ status: "SOLD" }).where("id", "=", cheapest.id).execute();
    const sold = await search();
    expect(sold.data.meta.total).toBe(before.data.meta.total - 1);
    expect(sold.data.data.map((car) => car.id)).not.toContain(cheapest.id);
  });
});
