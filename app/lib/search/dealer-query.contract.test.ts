import { describe, expect, it } from "vitest";
import { branches, makesBySlug, rangesBySlug, parseStockQuery } from "../../../dealer-api/test-support";
import { filterQuery, resultsQuery, SPEC_RULES } from "./dealer-query";
import { parseSearchParams } from "./params";
import { LIST_FILTERS, NUMBER_FILTERS, type SearchVocabulary } from "./state";

/**
 * Whatever a URL holds, the results page must never send the dealer API a query it refuses (a 400 would be a broken
 * page): a seeded stream of junk, half-right and right values is read as the loader reads it, then checked by the
 * embedded API's own query validation.
 */
const vocabulary: SearchVocabulary = {
  makes: Object.fromEntries([...makesBySlug].map(([slug, make]) => [slug, make.name])),
  ranges: Object.fromEntries(
    [...rangesBySlug].map(([slug, range]) => [slug, { label: range.name, make: range.make }]),
  ),
  locations: Object.fromEntries(branches.map((branch) => [branch.slug, branch.name])),
};

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

const samples = [
  "",
  " ",
  "0",
  "-5",
  "1e9",
  "abc",
  "<script>",
  "ford",
  "fiesta",
  "Ford,VAUXHALL",
  "suv,tank",
  "1.6",
  "5",
  "12",
  "19",
  "69",
  "00",
  "2019",
  "300",
  "300.555",
  "999999999",
  "999999",
  "1200",
  "price|desc",
  "leeds",
  "HP",
  "pcp",
  "monthly",
  "48",
  "1000",
  "12.5",
  "sat-nav,isofix",
  "0-apr",
  "Percentage",
  "amount",
  "10%",
  "101%",
];
const names = [
  ...LIST_FILTERS,
  ...NUMBER_FILTERS,
  "colours",
  "min_plate",
  "max_plate",
  "budget",
  "sort",
  "page",
];
const financeNames = [
  "finance_term",
  "finance_deposit",
  "finance_deposit_type",
  "finance_mileage",
  "finance_search_only",
  "min_images",
];

describe("the dealer API query the results page sends", () => {
  it("is accepted by the dealer API whatever the URL held", () => {
    const next = random(20261101);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    for (let round = 0; round < 3000; round += 1) {
      const params = new URLSearchParams();
      const count = 1 + Math.floor(next() * 8);
      for (let index = 0; index < count; index += 1)
        params.append(pick([...names, ...financeNames]), pick(samples));
      const state = parseSearchParams(params, { vocabulary });
      for (const query of [filterQuery(state, SPEC_RULES), resultsQuery(state, SPEC_RULES)]) {
        const asUrl = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
        const parsed = parseStockQuery(asUrl, { sort: "age|desc", perPage: 9 });
        expect(parsed, `${params} → ${asUrl}`).toMatchObject({ ok: true });
      }
    }
  });
});
