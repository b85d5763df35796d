import { availabilityLabel, isReservable, modalToOpen } from "./availability";

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

  it("lets only a car for sale be reserved", () => {
    expect(isReservable(forSale)).toBe(true);
    expect(isReservable(sold)).toBe(false);
    expect(isReservable(reserved)).toBe(false);
  });
});

describe("modalToOpen", () => {
  it("opens the modal named in the URL", () => {
    expect(modalToOpen({ modal: "enquire" }, forSale)).toBe("enquire");
    expect(modalToOpen({ modal: "reserve" }, forSale)).toBe("reserve");
    expect(modalToOpen({ modal: "testdrivesearch" }, sold)).toBe("testdrivesearch");
  });

  it("treats enquire=1 as the enquiry", () => {
    expect(modalToOpen({ enquire: "1" }, forSale)).toBe("enquire");
  });

  it("never opens the reservation of a car that cannot be reserved, nor unknown modals", () => {
    expect(modalToOpen({ modal: "reserve" }, sold)).toBeUndefined();
    expect(modalToOpen({ modal: "reserve" }, reserved)).toBeUndefined();
    expect(modalToOpen({ modal: "<script>" }, forSale)).toBeUndefined();
    expect(modalToOpen({}, forSale)).toBeUndefined();
  });
});
