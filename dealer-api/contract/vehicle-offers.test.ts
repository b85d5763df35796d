import { FORM_IDS } from "./forms";
import { formRefusalFor, offersOn, offers } from "./vehicle-offers";

describe("what a car offers, by its status", () => {
  it("offers everything on a car for sale", () => {
    expect(offersOn("FOR_SALE_RETAIL")).toEqual([
      "enquiry",
      "finance",
      "moreImages",
      "promotions",
      "reservation",
      "testDrive",
    ]);
  });

  it("offers all but a second reservation on a reserved car (it comes back on sale if that buyer does not buy)", () => {
    expect(offersOn("RESERVED")).toEqual(["enquiry", "finance", "moreImages", "promotions", "testDrive"]);
  });

  it("offers only an enquiry on a sold car", () => {
    expect(offersOn("SOLD")).toEqual(["enquiry"]);
    expect(offers("SOLD", "finance")).toBe(false);
    expect(offers("SOLD", "testDrive")).toBe(false);
    expect(offers("SOLD", "reservation")).toBe(false);
    expect(offers("SOLD", "enquiry")).toBe(true);
  });

  it("offers nothing on a status it does not know", () => {
    expect(offersOn("WRITTEN_OFF")).toEqual([]);
  });
});

describe("formRefusalFor", () => {
  it("lets every form through for a car for sale", () => {
    for (const id of Object.values(FORM_IDS)) expect(formRefusalFor(id, "FOR_SALE_RETAIL")).toBeUndefined();
  });

  it("refuses the forms that book a sold car, in the shopper's words, and lets them ask about it", () => {
    expect(formRefusalFor(FORM_IDS.testDrive, "SOLD")).toBe(
      "Sorry, this car has been sold, so it can no longer be booked for a test drive.",
    );
    expect(formRefusalFor(FORM_IDS.reservation, "SOLD")).toBe("Sorry, this car has been sold.");
    expect(formRefusalFor(FORM_IDS.requestImages, "SOLD")).toBe(
      "Sorry, this car has been sold, so we cannot send more pictures of it.",
    );
    expect(formRefusalFor(FORM_IDS.vehicleEnquiry, "SOLD")).toBeUndefined();
    expect(formRefusalFor(FORM_IDS.generalEnquiry, "SOLD")).toBeUndefined();
  });

  it("refuses only a second reservation of a reserved car", () => {
    expect(formRefusalFor(FORM_IDS.reservation, "RESERVED")).toBe(
      "Sorry, this car has already been reserved by another customer.",
    );
    expect(formRefusalFor(FORM_IDS.testDrive, "RESERVED")).toBeUndefined();
    expect(formRefusalFor(FORM_IDS.requestImages, "RESERVED")).toBeUndefined();
  });
});
