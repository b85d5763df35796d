/**
 * The free-text search's index: which cars' text has a word in it, without reading every car's text on each search.
 *
 * The rule it answers is the SQL one (conditions.ts): a car matches a word when the word is somewhere in its
 * `search_text` (lower case, words joined by spaces). A word searched for has no spaces in it, so it is in the text
 * exactly when it is in one of the text's tokens (its runs without spaces): the index keeps tokens, not text.
 * - A token in many cars (a make, a colour, "automatic") is kept once, with the cars it is in: a list of rows, or a
 *   bitset once it is in more than one car in 32 (the bitset is then the smaller).
 * - A token in few cars (a registration, a stock id) is kept in the car's own line of rare tokens; the lines of every
 *   car are one string, searched with `indexOf`.
 * A word is then looked for in the shared tokens (a few thousand: a scan of them) and in the rare tokens' string (a few
 * bytes a car), never in the whole text (240 bytes a car).
 */

/** A token in at most this many cars is kept with each car (rare); more, with the token (shared). */
const RARE_UP_TO = 8;

/** A set of rows, one bit each. */
export type RowSet = Uint32Array;

export const emptyRowSet = (size: number): RowSet => new Uint32Array(Math.ceil(size / 32));
export const hasRow = (set: RowSet, row: number) => (set[row >>> 5] & (1 << (row & 31))) !== 0;
const addRow = (set: RowSet, row: number) => {
  set[row >>> 5] |= 1 << (row & 31);
};

export interface TextIndex {
  size: number;
  /** Tokens in more than RARE_UP_TO cars. */
  shared: string[];
  /** For each shared token, its cars: their rows (ascending), or a RowSet when that is smaller. */
  cars: (Int32Array | RowSet)[];
  /** Each car's rare tokens, "tok tok\n" a car, in row order. */
  rare: string;
  /** Where each row's line starts in `rare`, and one more: the string's length. */
  rareStarts: Int32Array;
}

const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** The index of these texts (one a row, in row order). */
export function buildTextIndex(texts: readonly string[]): TextIndex {
  const size = texts.length;
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const token of new Set(tokensOf(text))) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  const shared: string[] = [];
  const slotOf = new Map<string, number>();
  for (const [token, count] of counts) {
    if (count > RARE_UP_TO) {
      slotOf.set(token, shared.length);
      shared.push(token);
    }
  }
  const asSet = (count: number) => count * 32 > size;
  const cars: (Int32Array | RowSet)[] = shared.map((token) => {
    const count = counts.get(token)!;
    return asSet(count) ? emptyRowSet(size) : new Int32Array(count);
  });
  const filled = new Int32Array(shared.length);
  const rareLines: string[] = [];
  const rareStarts = new Int32Array(size + 1);
  let rareLength = 0;
  for (let row = 0; row < size; row++) {
    const rare: string[] = [];
    for (const token of new Set(tokensOf(texts[row]))) {
      const slot = slotOf.get(token);
      if (slot === undefined) {
        rare.push(token);
        continue;
      }
      const list = cars[slot];
      if (list instanceof Int32Array) list[filled[slot]++] = row;
      else addRow(list, row);
    }
    const line = `${rare.join(" ")}\n`;
    rareStarts[row] = rareLength;
    rareLength += line.length;
    rareLines.push(line);
  }
  rareStarts[size] = rareLength;
  return { size, shared, cars, rare: rareLines.join(""), rareStarts };
}

/** The rows whose text has `word` (lower case, no spaces) in it. */
export function rowsWithWord(index: TextIndex, word: string): RowSet {
  const found = emptyRowSet(index.size);
  index.shared.forEach((token, slot) => {
    if (!token.includes(word)) return;
    const list = index.cars[slot];
    if (list instanceof Int32Array) for (const row of list) addRow(found, row);
    else for (let at = 0; at < found.length; at++) found[at] |= list[at];
  });
  // Matches come in row order: the row is found by walking forward, and the rest of a row's line is skipped.
  const { rare, rareStarts } = index;
  let row = 0;
  for (let at = rare.indexOf(word); at !== -1;) {
    while (rareStarts[row + 1] <= at) row++;
    addRow(found, row);
    at = rare.indexOf(word, rareStarts[row + 1]);
  }
  return found;
}

/** The rows whose text has every one of `words` in it. */
export function rowsWithWords(index: TextIndex, words: readonly string[]): RowSet {
  const [first, ...rest] = words.map((word) => rowsWithWord(index, word));
  if (!first) throw new Error("No words to look for");
  for (const set of rest) for (let at = 0; at < first.length; at++) first[at] &= set[at];
  return first;
}
