import { availabilityLabel } from "./availability";

const forSale = { status: "FOR_SALE_RETAIL" as const, reserved: false };
const sold = { status: "SOLD" as const, reserved: false };
const reserved = { status: "RESERVED" as const, reserved: true };

describe("availability", () => {
  it("marks sold and reserved cars", () => {
    expect(availabilityLabel(forSale)).toBeUndefined();
    expect(availabilityLabel(sold)).toBe("Sold");
    expect(availabilityLabel(reserved)).toBe("Reserved");
    expect(availabilityLabel({ status: "FOR_SALE_RETAIL", reserved: true })).toBe("Reserved");
  });
});
