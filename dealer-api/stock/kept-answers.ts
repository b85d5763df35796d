import { recentAnswers } from "../recent-answers";
import type { StockIndex } from "./stock-index";

/**
 * Answers worked out from one stock index, kept for as long as that index is current (a change to the cars builds a
 * new index, and its answers start afresh). Popular questions repeat — the home page's search bar, the menus' links,
 * a shopper paging back — so each kind keeps its most recent `limit` answers.
 */
export function keptAnswers<T>(limit: number) {
  const byIndex = new WeakMap<StockIndex, ReturnType<typeof recentAnswers<T>>>();
  return (index: StockIndex, key: string, work: () => T): T => {
    let answers = byIndex.get(index);
    if (!answers) byIndex.set(index, (answers = recentAnswers<T>(limit)));
    return answers(key, work);
  };
}
