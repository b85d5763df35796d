import { describe, expect, it } from "vitest";
import { calculateAnswer, calculateRequest, type CalculateRequest } from "../contract/finance";
import type { StockFinanceCar } from "./cars";
import { calculate, checkCalculateRequest, withCanonicalKeys } from "./calculator";

const today = new Date("2026-11-23T12:00:00Z");
const request = (change: Partial<CalculateRequest["Parameters"]> = {}, vehicle = {}): CalculateRequest => ({
  Parameters: {
    Term: 48,
    AnnualMileage: 10_000,
    CalculationType: "RegularPayment",
    Deposit: 1000,
    ...change,
  },
  VehicleRequests: [
    { Id: "quote-1", Vehicle: { cashPrice: 12_995, registrationdate: "2022-06-01", ...vehicle } },
  ],
});
const noStock = new Map<string, StockFinanceCar>();

describe("calculate (the Codeweavers-like calculator call)", () => {
  it("answers HP then PCP in the Codeweavers-like shape", () => {
    const answer = calculateAnswer.parse(calculate(request(), noStock, today));
    expect(answer.HasError).toBe(false);
    const [result] = answer.VehicleResults;
    expect(result!.Id).toBe("quote-1");
    expect(result!.FinanceProductResults.map((product) => product.Key)).toEqual(["HP", "PCP"]);
    const [hp, pcp] = result!.FinanceProductResults.map((product) => product.Quote!);
    expect(hp).toMatchObject({ Term: 48, TotalPrice: 12_995, Deposit: 1000, Balance: 11_995, Apr: 9.9 });
    expect(hp!.NumberOfRegularPayments).toBe(47);
    expect(pcp).toMatchObject({ AnnualMileage: 10_000, ExcessMileageRate: 8, OptionToPurchaseFee: 10 });
    expect(pcp!.FinalPayment).toBe(pcp!.GuaranteedFutureValue! + 10);
    expect(pcp!.RegularPayment).toBeLessThan(hp!.RegularPayment);
  });

  it("answers only the product asked for", () => {
    const answer = calculate(request({ SpecificProductType: "PCP" }), noStock, today);
    expect(answer.VehicleResults[0]!.FinanceProductResults.map((product) => product.Key)).toEqual(["PCP"]);
  });

  it("reports a declined product as an error with the lender's reason", () => {
    const [hp, pcp] = calculate(request({ Term: 60 }), noStock, today).VehicleResults[0]!
      .FinanceProductResults;
    expect(hp!.HasError).toBe(false);
    expect(pcp).toMatchObject({
      HasError: true,
      Quote: null,
      Errors: [{ Message: "PCP is offered over 24, 36 or 48 months" }],
    });
  });

  it("counts part exchange less settlement in the deposit, and refuses negative equity", () => {
    const withPartExchange = calculate(
      request({ Deposit: 500, PartExchange: 3000, Settlement: 1000 }),
      noStock,
      today,
    );
    expect(withPartExchange.VehicleResults[0]!.FinanceProductResults[0]!.Quote!.Deposit).toBe(2500);
    const negative = calculate(request({ Deposit: 0, PartExchange: 1000, Settlement: 3000 }), noStock, today);
    expect(negative).toMatchObject({
      HasError: true,
      VehicleResults: [{ HasError: true, FinanceProductResults: [] }],
    });
  });

  it("defaults the deposit and the mileage as the calculator starts", () => {
    const answer = calculate(request({ Deposit: undefined, AnnualMileage: undefined }), noStock, today);
    expect(answer.VehicleResults[0]!.FinanceProductResults[1]!.Quote).toMatchObject({
      Deposit: 1000,
      AnnualMileage: 10_000,
    });
  });

  it("takes age and the 0% APR offer from a stock car the Id names", () => {
    const stock = new Map<string, StockFinanceCar>([
      [
        "NW100001",
        {
          vrm: "YD18WBW",
          stockId: "NW100001",
          cashPrice: 12_995,
          ageMonths: 20,
          odometer: 9000,
          zeroAprOffer: true,
        },
      ],
    ]);
    const answer = calculate(
      { ...request(), VehicleRequests: [{ Id: "nw100001", Vehicle: { cashPrice: 12_995 } }] },
      stock,
      today,
    );
    expect(answer.VehicleResults[0]!.FinanceProductResults.map((product) => product.Quote!.Apr)).toEqual([
      0, 0,
    ]);
  });
});

describe("request checks", () => {
  it("accepts the keys in any letter case", () => {
    const body = withCanonicalKeys({
      parameters: { term: 36, annualmileage: 8000 },
      vehiclerequests: [
        { id: "1", vehicle: { CashPrice: 9995, RegistrationDate: "2021-01-01", currentMileage: 100 } },
      ],
    });
    expect(calculateRequest.parse(body).VehicleRequests[0]!.Vehicle).toEqual({
      cashPrice: 9995,
      registrationdate: "2021-01-01",
      CurrentMileage: 100,
    });
  });

  it("holds the slider bounds: term 24–60 by 12, mileage 0–20,000 by 1,000", () => {
    expect(checkCalculateRequest(request({ Term: 30 }))).toMatchObject({ ok: false });
    expect(checkCalculateRequest(request({ AnnualMileage: 20_500 }))).toMatchObject({ ok: false });
    expect(checkCalculateRequest(request({ AnnualMileage: 0 }))).toMatchObject({ ok: true });
  });
});
