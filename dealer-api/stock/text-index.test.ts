import { describe, expect, it } from "vitest";
import { createPrng } from "./prng";
import { buildTextIndex, hasRow, rowsWithWord, rowsWithWords } from "./text-index";

/** The rule the index answers (conditions.ts): every word is somewhere in the car's text. */
const matchesByText = (texts: readonly string[], words: readonly string[]) =>
  texts.flatMap((text, row) => (words.every((word) => text.includes(word)) ? [row] : []));

const rowsOf = (size: number, set: Uint32Array) =>
  Array.from({ length: size }, (_, row) => row).filter((row) => hasRow(set, row));

/**
 * Texts like the cars': words every car has, words many have (a make, a colour), words few have, and a registration
 * and a stock id no other car has.
 */
function carTexts(count: number, seed: number): string[] {
  const prng = createPrng(seed);
  const random = () => prng.next();
  const pick = <T>(items: readonly T[]) => prng.pick(items);
  const makes = ["ford fiesta", "vauxhall corsa", "bmw 3 series", "kia ceed", "mini clubman"];
  const colours = ["blue", "moondust silver", "black", "red"];
  const features = ["heated seats", "apple carplay", "sat nav", "panoramic roof", "tow bar", "isofix"];
  return Array.from({ length: count }, (_, row) => {
    const chosen = features.filter(() => random() < 0.3);
    const rare = random() < 0.02 ? ["one-off", "ex-police"] : [];
    const vrm = `${pick(["ab", "cd", "yx"])}${10 + (row % 60)}${String.fromCharCode(97 + (row % 26))}ze`;
    return [pick(makes), "1.0 manual", pick(colours), ...chosen, ...rare, vrm, `nw${100000 + row}`].join(" ");
  });
}

describe("the free-text index", () => {
  const texts = carTexts(2_000, 20261130);
  const index = buildTextIndex(texts);

  it("keeps common tokens with their cars and rare ones with each car", () => {
    expect(index.shared).toContain("blue");
    expect(index.shared).not.toContain("nw100007");
    expect(index.rare).toContain("nw100007");
    expect(index.size).toBe(texts.length);
  });

  it("finds exactly the cars whose text has the word, wherever in a token it is", () => {
    const words = [
      "blue",
      "lue",
      "e",
      "1.0",
      "ford",
      "fiesta",
      "series",
      "3",
      "moondust silver".split(" ")[1]!,
      "carplay",
      "nw10000",
      "nw100007",
      "w1001",
      "ab1",
      "ze",
      "one-off",
      "police",
      "x",
      "-",
      "zzz",
      "nw",
      "0 m",
    ].filter((word) => !/\s/.test(word));
    for (const word of words) {
      expect(rowsOf(index.size, rowsWithWord(index, word)), word).toEqual(matchesByText(texts, [word]));
    }
  });

  it("finds the cars that have every word", () => {
    const prng = createPrng(7);
    const random = () => prng.next();
    const vocabulary = [...new Set(texts.flatMap((text) => text.split(" ")))];
    for (let trial = 0; trial < 200; trial++) {
      const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const token = vocabulary[Math.floor(random() * vocabulary.length)]!;
        const from = Math.floor(random() * token.length);
        return token.slice(from, from + 1 + Math.floor(random() * token.length));
      });
      expect(rowsOf(index.size, rowsWithWords(index, words)), words.join(" ")).toEqual(
        matchesByText(texts, words),
      );
    }
  });

  it("answers an empty stock", () => {
    const none = buildTextIndex([]);
    expect(rowsOf(0, rowsWithWord(none, "ford"))).toEqual([]);
  });
});
