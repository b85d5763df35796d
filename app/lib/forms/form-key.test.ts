import { describe, expect, it } from "vitest";
import { FORM_IDS } from "@contract/forms";
import { answerFormKey, postedFormId } from "./form-key";

describe("answerFormKey", () => {
  it("keeps a key the site draws the posted form under", () => {
    expect(answerFormKey("form-7", 7, "enquiry")).toBe("form-7");
    expect(answerFormKey("enquiry", 7, "enquiry")).toBe("enquiry");
    expect(answerFormKey("vehicle-enquire", FORM_IDS.vehicleEnquiry, "enquiry")).toBe("vehicle-enquire");
    expect(answerFormKey("vehicle-images", FORM_IDS.requestImages, "enquiry")).toBe("vehicle-images");
    expect(answerFormKey("reserve", FORM_IDS.reservation, "reserve")).toBe("reserve");
    expect(answerFormKey("vehicle-reserve", FORM_IDS.reservation, "reserve")).toBe("vehicle-reserve");
  });

  it("answers under the page's own key otherwise: another form's key, a stranger's, nothing", () => {
    expect(answerFormKey("form-8", 7, "enquiry")).toBe("enquiry");
    expect(answerFormKey("vehicle-enquire", 7, "enquiry")).toBe("enquiry");
    expect(answerFormKey("reserve", 7, "enquiry")).toBe("enquiry");
    for (const posted of ["__proto__", "constructor", "x".repeat(100_000), "", null, undefined, ["form-7"]])
      expect(answerFormKey(posted, 7, "enquiry")).toBe("enquiry");
  });
});

describe("postedFormId", () => {
  it("reads a whole number as the site writes it, nothing else", () => {
    expect(postedFormId("7")).toBe(7);
    expect(postedFormId("999999999")).toBe(999_999_999);
    for (const posted of ["", "0", "07", "1e3", "7.0", " 7", "-7", "9".repeat(10), "9".repeat(100_000), null])
      expect(postedFormId(posted)).toBeUndefined();
  });
});
