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

/** A text's tokens: the text is words joined by spaces (a word searched for has no space in it, so none spans two). */
const tokensOf = (text: string) => text.split(" ");

/** Counters of tokens by their hash: 2^22 of them (8 MB), whatever the stock's size. */
const SKETCH_BITS = 22;

/** FNV-1a of a token, as a slot of the sketch. */
function sketchSlot(token: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < token.length; at++) hash = Math.imul(hash ^ token.charCodeAt(at), 0x01000193);
  return hash >>> (32 - SKETCH_BITS);
}

/**
 * Builds the index from the texts (one a row, in row order) in two passes, each given the texts a part at a time, so
 * the caller need not hold every car's text at once (stock-index-store.ts reads them from the database twice).
 * 1. `count`: each token is counted in a fixed table of counters by its hash, not by the token itself: a stock of a
 *    million cars has two million tokens of its own (registrations, stock ids), which a table of tokens would hold at
 *    once. Tokens that share a counter add up, so a counter can only overstate: a token counted as rare is rare.
 * 2. `add`: a token whose counter says rare goes to its car's line; any other is looked up among the shared tokens (a
 *    few thousand, and the odd rare token whose counter it shares: it is then kept as shared, which answers the same).
 */
export class TextIndexBuilder {
  private readonly sketch = new Uint32Array(1 << SKETCH_BITS);
  private readonly slotOf = new Map<string, number>();
  private readonly shared: string[] = [];
  private readonly cars: (Int32Array | RowSet)[] = [];
  private readonly filled: number[] = [];
  private readonly rareLines: string[] = [];
  private readonly rareStarts: Int32Array;
  private rareLength = 0;
  private row = 0;

  constructor(private readonly size: number) {
    this.rareStarts = new Int32Array(size + 1);
  }

  count(texts: readonly string[]): void {
    for (const text of texts) {
      for (const token of tokensOf(text)) if (token !== "") this.sketch[sketchSlot(token)]++;
    }
  }

  add(texts: readonly string[]): void {
    const { sketch, slotOf, shared, cars, filled, size } = this;
    for (const text of texts) {
      const row = this.row++;
      let line = "";
      for (const token of tokensOf(text)) {
        if (token === "") continue;
        const counted = sketch[sketchSlot(token)];
        if (counted <= RARE_UP_TO) {
          line = line === "" ? token : `${line} ${token}`;
          continue;
        }
        let slot = slotOf.get(token);
        if (slot === undefined) {
          slot = shared.length;
          slotOf.set(token, slot);
          shared.push(token);
          // Its counter is at least the number of cars it is in. A list of rows costs 4 bytes a car in it, a set of
          // rows 1 bit a car in the stock.
          cars.push(counted * 32 > size ? emptyRowSet(size) : new Int32Array(counted));
          filled.push(0);
        }
        const list = cars[slot];
        if (list instanceof Int32Array) {
          // A token twice in one car's text counts the car once.
          if (filled[slot] === 0 || list[filled[slot] - 1] !== row) list[filled[slot]++] = row;
        } else addRow(list, row);
      }
      line += "\n";
      this.rareStarts[row] = this.rareLength;
      this.rareLength += line.length;
      this.rareLines.push(line);
    }
  }

  finish(): TextIndex {
    const { size, shared, cars, filled } = this;
    if (this.row !== size) throw new Error(`The text index was given ${this.row} cars' text of ${size}`);
    this.rareStarts[size] = this.rareLength;
    // Lists were made as long as their counters said; each keeps only its rows.
    const kept = cars.map((list, slot) =>
      list instanceof Int32Array && filled[slot] < list.length ? list.slice(0, filled[slot]) : list,
    );
    return { size, shared, cars: kept, rare: this.rareLines.join(""), rareStarts: this.rareStarts };
  }
}

/** The index of these texts (one a row, in row order). */
export function buildTextIndex(texts: readonly string[]): TextIndex {
  const builder = new TextIndexBuilder(texts.length);
  builder.count(texts);
  builder.add(texts);
  return builder.finish();
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
  // A word typed twice is looked for once ("e e e …" would otherwise cost a pass over the tokens a word).
  const [first, ...rest] = [...new Set(words)].map((word) => rowsWithWord(index, word));
  if (!first) throw new Error("No words to look for");
  for (const set of rest) for (let at = 0; at < first.length; at++) first[at] &= set[at];
  return first;
}
