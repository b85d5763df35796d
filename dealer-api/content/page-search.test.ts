import { describe, expect, it } from "vitest";
import { pageMatchRank, readableText, searchWords } from "./page-search";

describe("readableText", () => {
  it("takes the words out of HTML and nested repeaters", () => {
    expect(readableText("<p>Fish &amp; chips</p>")).toContain("Fish & chips");
    const faq = [{ question: "Which cars qualify?", answer: "<p>Any <strong>used</strong> car</p>" }];
    const text = readableText(faq);
    expect(text).toContain("Which cars qualify?");
    expect(text).toContain("used");
    expect(text).not.toContain("<strong>");
  });

  it("ignores numbers and flags, which no visitor searches for", () => {
    expect(readableText(7).trim()).toBe("");
    expect(readableText(false).trim()).toBe("");
  });
});

describe("pageMatchRank", () => {
  const page = {
    title: "£0 deposit finance",
    meta_description: "Drive away with no deposit.",
    fields: [
      { slug: "text_one", data: "<p>Available on HP and PCP</p>" },
      { slug: "form", data: 7 },
    ],
  };

  it("needs every word, in any field, whatever the case", () => {
    expect(pageMatchRank(page, searchWords("DEPOSIT pcp"))).toBeGreaterThan(0);
    expect(pageMatchRank(page, searchWords("deposit warranty"))).toBe(0);
  });

  it("does not match the field names of the stored JSON", () => {
    expect(pageMatchRank(page, searchWords("text_one"))).toBe(0);
    expect(pageMatchRank(page, searchWords("slug"))).toBe(0);
  });

  it("ranks a match in the title above a match in the copy only", () => {
    expect(pageMatchRank(page, ["deposit"])).toBeGreaterThan(pageMatchRank(page, ["pcp"]));
  });

  it("matches nothing for an empty search", () => {
    expect(pageMatchRank(page, searchWords("   "))).toBe(0);
  });
});
