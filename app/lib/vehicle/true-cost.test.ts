import { trueCostRows } from "./true-cost";

const car = {
  final_price: 9_495,
  admin_fee: 179,
  tax_rate_value: 195,
  fuel_type: { name: "Diesel", slug: "diesel" as const },
  technical_data: { "standard-euro-emissions": "EURO 5" },
  insurance_group: 12,
  mot: { date: "2027-03-14", tests: [] },
};

const valueOf = (rows: ReturnType<typeof trueCostRows>, key: string) => rows.find((row) => row.key === key);

describe("trueCostRows", () => {
  it("adds the compulsory admin fee to the cash price", () => {
    expect(valueOf(trueCostRows(car), "cash-price")).toMatchObject({
      value: "£9,674",
      note: "£9,495 plus the £179 admin fee",
    });
    expect(valueOf(trueCostRows({ ...car, admin_fee: 0 }), "cash-price")?.value).toBe("£9,495");
  });

  it("shows road tax, insurance group and MOT expiry", () => {
    const rows = trueCostRows(car);
    expect(valueOf(rows, "road-tax")?.value).toBe("£195 a year");
    expect(valueOf(rows, "insurance")?.value).toBe("12 of 50");
    expect(valueOf(rows, "mot")?.value).toBe("14th March 2027");
  });

  it("prices the ULEZ charge for a car that doesn't comply", () => {
    expect(valueOf(trueCostRows(car), "ulez")).toMatchObject({
      value: "Not compliant",
      note: "£12.50 a day to drive in the Ultra Low Emission Zone",
    });
    const euro6 = { ...car, technical_data: { "standard-euro-emissions": "EURO 6" } };
    expect(valueOf(trueCostRows(euro6), "ulez")?.value).toBe("Compliant");
  });
});
