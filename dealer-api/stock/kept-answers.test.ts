import { describe, expect, it } from "vitest";
import { keptAnswers } from "./kept-answers";
import type { StockIndex } from "./stock-index";

const anIndex = () => ({}) as StockIndex;

describe("keptAnswers", () => {
  it("works an answer out once per index and question", () => {
    const kept = keptAnswers<number>(10);
    const index = anIndex();
    let worked = 0;
    const work = () => ++worked;
    expect(kept(index, "a", work)).toBe(1);
    expect(kept(index, "a", work)).toBe(1);
    expect(kept(index, "b", work)).toBe(2);
    // A new index (the cars changed) starts afresh.
    expect(kept(anIndex(), "a", work)).toBe(3);
  });

  it("lets the least recently asked question go when full", () => {
    const kept = keptAnswers<string>(2);
    const index = anIndex();
    const asked: string[] = [];
    const ask = (key: string) => kept(index, key, () => (asked.push(key), key));
    ask("a");
    ask("b");
    ask("a"); // a is now the most recent
    ask("c"); // b goes
    ask("a");
    ask("b");
    expect(asked).toEqual(["a", "b", "c", "b"]);
  });
});
