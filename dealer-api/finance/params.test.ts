import { describe, expect, it } from "vitest";
import { parseFinanceChoice, parseIdList } from "./params";

const choice = (query: string) => parseFinanceChoice(new URLSearchParams(query));

describe("parseFinanceChoice", () => {
  it("reads the finance_ names and the page widgets' short names", () => {
    expect(
      choice("finance_term=36&finance_mileage=12000&finance_deposit=1500&finance_deposit_type=Amount"),
    ).toEqual({
      ok: true,
      value: { term: 36, annualMileage: 12_000, deposit: 1500, depositType: "Amount" },
    });
    expect(choice("term=24&mileage=6000&deposit=12.5&type=percentage&products=")).toEqual({
      ok: true,
      value: { term: 24, annualMileage: 6000, deposit: 12.5, depositType: "Percentage" },
    });
    expect(choice("finance_term=36&term=24")).toMatchObject({ value: { term: 36 } });
  });

  it("reads only the finance_ names where a search's other parameters could share the widgets' names", () => {
    expect(
      parseFinanceChoice(new URLSearchParams("term=24&deposit=500&type=Percentage&finance_mileage=6000"), {
        widgetNames: false,
      }),
    ).toEqual({ ok: true, value: { annualMileage: 6000 } });
  });

  it("treats empty values as absent and ignores a product in `type`", () => {
    expect(choice("finance_term=&finance_deposit=&type=PCP")).toEqual({ ok: true, value: {} });
  });

  it("names the parameter of a bad value", () => {
    expect(choice("finance_term=30")).toEqual({
      ok: false,
      message: "finance_term: Choose a term of 24, 36, 48 or 60 months",
    });
    expect(choice("mileage=8500")).toMatchObject({ ok: false, message: expect.stringMatching(/^mileage:/) });
    expect(choice("finance_mileage=21000")).toMatchObject({ ok: false });
    expect(choice("finance_deposit=-5")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^finance_deposit/),
    });
    expect(choice("finance_deposit=1e3")).toMatchObject({ ok: false });
    expect(choice("finance_deposit_type=Weekly")).toMatchObject({ ok: false });
    expect(choice("finance_deposit=120&finance_deposit_type=Percentage")).toMatchObject({ ok: false });
  });
});

describe("parseIdList", () => {
  const vrm = /^[A-Z0-9]{1,8}$/;
  const list = (query: string) => parseIdList(new URLSearchParams(query), "vrms", vrm, 3);

  it("reads comma-joined and repeated values, normalised and without duplicates", () => {
    expect(list("vrms=yd18 wbw,AB12CDE&vrms[]=ab12cde")).toEqual({ ok: true, value: ["YD18WBW", "AB12CDE"] });
  });

  it("refuses an empty, too long or malformed list", () => {
    expect(list("vrms=")).toMatchObject({ ok: false });
    expect(list("vrms=A,B,C,D")).toEqual({ ok: false, message: "vrms: List at most 3" });
    expect(list("vrms=AB-12")).toEqual({ ok: false, message: 'vrms: "AB-12" is not a valid value' });
  });
});
