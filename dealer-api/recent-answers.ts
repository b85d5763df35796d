/**
 * The most recent `limit` answers to questions that always get the same answer, least recently asked let go first.
 * For work that is pure in its key: a quote for the same car, price, age and choice; a count over the same stock.
 */
export function recentAnswers<T>(limit: number) {
  const answers = new Map<string, T>();
  return (key: string, work: () => T): T => {
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
