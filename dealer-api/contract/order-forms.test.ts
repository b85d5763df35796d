import { describe, expect, it } from "vitest";
import { check } from "./schema-answer.test-support";
import { collectionForm, complianceForm, ORDER_MESSAGES, paymentForm } from "./order-forms";

describe("complianceForm", () => {
  it("needs both boxes ticked, each with its own message", () => {
    expect(check(complianceForm, { details_confirmed: "yes", terms_accepted: "yes" })).toEqual({
      ok: true,
      value: { details_confirmed: true, terms_accepted: true },
    });
    expect(check(complianceForm, { details_confirmed: "yes" })).toEqual({
      ok: false,
      errors: { terms_accepted: "Tick the box to agree to the terms and conditions" },
    });
    expect(check(complianceForm, {})).toMatchObject({
      errors: { details_confirmed: ORDER_MESSAGES.details_confirmed },
    });
  });
});

describe("paymentForm", () => {
  it("answers the dealer API's body: finance as chosen, cash with the defaults for what does not apply", () => {
    expect(check(paymentForm, { payment: "HP", term: "60", deposit: "£1,000", mileage: "8000" })).toEqual({
      ok: true,
      value: { type: "finance", product_type: "HP", term: 60, deposit: 1000, mileage: 8000 },
    });
    expect(check(paymentForm, { payment: "cash", term: "", deposit: "", mileage: "" })).toEqual({
      ok: true,
      value: { type: "cash", product_type: "PCP", term: 48, deposit: 250, mileage: 6000 },
    });
  });

  it("refuses no choice, a deposit under £99 or not in pounds, for finance only", () => {
    expect(check(paymentForm, {})).toMatchObject({ errors: { payment: ORDER_MESSAGES.type } });
    expect(check(paymentForm, { payment: "PCP", term: "48", deposit: "50", mileage: "6000" })).toEqual({
      ok: false,
      errors: { deposit: "Enter a deposit of at least £99" },
    });
    expect(check(paymentForm, { payment: "PCP", term: "48", deposit: "lots", mileage: "6000" })).toEqual({
      ok: false,
      errors: { deposit: ORDER_MESSAGES.deposit },
    });
    expect(check(paymentForm, { payment: "cash", term: "48", deposit: "50", mileage: "6000" }).ok).toBe(true);
  });
});

describe("collectionForm", () => {
  const york = {
    code: "YOR",
    name: "Northway Cars York",
    monday_time_open: "09:00",
    monday_time_closed: "19:00",
    saturday_time_open: "09:00",
    saturday_time_closed: "17:00",
    sunday_time_open: "10:00",
    sunday_time_closed: "16:00",
  };
  // Wednesday 25 November 2026: collection runs from Friday 27th to 16 December.
  const form = collectionForm([york], "2026-11-25");

  it("takes a branch, a day in the window and a time it is open", () => {
    expect(check(form, { department_code: "YOR", date: "2026-11-28", time: "10:00" })).toEqual({
      ok: true,
      value: { department_code: "YOR", date: "2026-11-28", time: "10:00" },
    });
  });

  it("names what is missing, and a time the branch is shut that day", () => {
    expect(check(form, {})).toEqual({
      ok: false,
      errors: {
        department_code: ORDER_MESSAGES.department_code,
        date: ORDER_MESSAGES.date,
        time: ORDER_MESSAGES.time,
      },
    });
    const shut = check(form, { department_code: "YOR", date: "2026-11-28", time: "18:30" });
    expect(shut.ok).toBe(false);
    expect(shut.errors?.time).toMatch(/York/);
    expect(check(form, { department_code: "XXX", date: "2026-11-28", time: "10:00" })).toMatchObject({
      errors: { department_code: ORDER_MESSAGES.department_code },
    });
    expect(check(form, { department_code: "YOR", date: "2026-11-26", time: "10:00" })).toMatchObject({
      errors: { date: expect.stringMatching(/^Choose a collection date from/) },
    });
  });
});
