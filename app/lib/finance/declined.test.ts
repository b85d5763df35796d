import { describe, expect, it } from "vitest";
import { declinedTermsOf, termChoiceHref, unavailableReasons } from "./declined";
import { longHpQuote, specPcpQuote } from "./test-quotes";

const choice = { term: 48, deposit: 1000, mileage: 8000, type: "PCP" as const };
const pcpDeclined = {
  reason: "PCP ends before the car is 10 years old: choose a shorter term",
  terms: [24, 36],
};
const hpDeclined = {
  reason: "HP ends before the car is 10 years old: choose a shorter term",
  terms: [24, 36],
};

describe("declinedTermsOf: a product the lender declines at this term, and the terms it offers instead", () => {
  it("says which terms PCP is offered over when 48 months is declined", () => {
    expect(
      declinedTermsOf({
        choice,
        quotes: { HP: longHpQuote, PCP: null },
        declined: { HP: null, PCP: pcpDeclined },
      }),
    ).toEqual([
      {
        product: "PCP",
        message: "PCP isn't available over 48 months on this car. It is over 24 or 36 months:",
        terms: [24, 36],
      },
    ]);
  });

  it("names both products when neither is offered at this term", () => {
    const notes = declinedTermsOf({
      choice,
      quotes: { HP: null, PCP: null },
      declined: { HP: { ...hpDeclined, terms: [24, 36, 60] }, PCP: pcpDeclined },
    });
    expect(notes.map((note) => note.message)).toEqual([
      "PCP isn't available over 48 months on this car. It is over 24 or 36 months:",
      "HP isn't available over 48 months on this car. It is over 24, 36 or 60 months:",
    ]);
  });

  it("offers only the terms the finance period select has, never the one already chosen", () => {
    const [note] = declinedTermsOf({
      choice,
      quotes: { HP: null, PCP: null },
      declined: { HP: null, PCP: { reason: "…", terms: [12, 36, 48] } },
    });
    expect(note?.terms).toEqual([36]);
    expect(note?.message).toBe("PCP isn't available over 48 months on this car. It is over 36 months:");
  });

  it("has nothing to offer when no other term is accepted, or the product is quoted", () => {
    expect(
      declinedTermsOf({
        choice,
        quotes: { HP: null, PCP: specPcpQuote },
        declined: { HP: { ...hpDeclined, terms: [] }, PCP: null },
      }),
    ).toEqual([]);
  });
});

describe("unavailableReasons: why finance is not available, only when no product and no term is", () => {
  it("gives the lender's reasons, each once", () => {
    expect(
      unavailableReasons({
        choice,
        quotes: { HP: null, PCP: null },
        declined: {
          HP: { reason: "HP needs a cash price of at least £3,000", terms: [] },
          PCP: { reason: "PCP needs a cash price of at least £5,000", terms: [] },
        },
      }),
    ).toEqual(["PCP needs a cash price of at least £5,000.", "HP needs a cash price of at least £3,000."]);
  });

  it("gives none while another term or product is on offer, or when the lender gave no reason", () => {
    const declined = { HP: { ...hpDeclined, terms: [] }, PCP: pcpDeclined };
    expect(unavailableReasons({ choice, quotes: { HP: null, PCP: null }, declined })).toEqual([]);
    expect(
      unavailableReasons({
        choice,
        quotes: { HP: longHpQuote, PCP: null },
        declined: { HP: null, PCP: null },
      }),
    ).toEqual([]);
    expect(
      unavailableReasons({ choice, quotes: { HP: null, PCP: null }, declined: { HP: null, PCP: null } }),
    ).toEqual([]);
  });
});

describe("termChoiceHref: the car's page quoting another term, without JavaScript", () => {
  it("keeps the other tools' values and the rest of the choice", () => {
    expect(
      termChoiceHref(
        "/used/cars/kia-picanto-nw1",
        [
          ["finance_term", "48"],
          ["calc_deposit", "2000"],
        ],
        { ...choice, term: 36 },
      ),
    ).toBe(
      "/used/cars/kia-picanto-nw1?calc_deposit=2000&finance_deposit=1000&finance_mileage=8000&finance_term=36&finance_type=PCP#finance-personalise",
    );
  });
});
