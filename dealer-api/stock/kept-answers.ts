import type { StockIndex } from "./stock-index";

/**
 * Answers worked out from one stock index, kept for as long as that index is current (a change to the cars builds a
 * new index, and its answers start afresh). Popular questions repeat — the home page's search bar, the menus' links,
 * a shopper paging back — so each kind keeps its most recent `limit` answers.
 */
export function keptAnswers<T>(limit: number) {
  const byIndex = new WeakMap<StockIndex, Map<string, T>>();
  return (index: StockIndex, key: string, work: () => T): T => {
    let answers = byIndex.get(index);
    if (!answers) byIndex.set(index, (answers = new Map()));
    const kept = answers.get(key);
    if (kept !== undefined) {
      // Most recently asked last, so the oldest question is the one let go.
      answers.delete(key);
      answers.set(key, kept);
      return kept;
    }
    const answer = work();
    if (answers.size >= limit) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  };
}
