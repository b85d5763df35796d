import { describe, expect, it } from "vitest";
import { check } from "./schema-answer.test-support";
import { assumptionsStep, detailsStep, VALUATION_MESSAGES, vehicleStep } from "./valuation-steps";
import { valuationContact } from "./valuation-steps";

describe("vehicleStep", () => {
  const step = vehicleStep(["LEE", "YOR"]);

  it("normalises the registration and mileage rather than rejecting them", () => {
    expect(check(step, { vrm: " yd18  wbw ", mileage: "45,000", department: "LEE" })).toEqual({
      ok: true,
      value: { vrm: "YD18WBW", mileage: 45000, department: "LEE" },
    });
  });

  it("asks for every missing answer, and a branch a car can be sold to", () => {
    expect(check(step, { vrm: "AB-12", mileage: "", department: "JAG" })).toEqual({
      ok: false,
      errors: {
        vrm: "Registration must be alphanumeric",
        mileage: "Enter your current mileage",
        department: VALUATION_MESSAGES.department,
      },
    });
    expect(check(step, {})).toEqual({
      ok: false,
      errors: {
        vrm: "Enter your vehicle registration",
        mileage: "Enter your current mileage",
        department: VALUATION_MESSAGES.department,
      },
    });
    expect(check(step, { vrm: "ABC12345", mileage: "1000000", department: "YOR" })).toMatchObject({
      errors: {
        vrm: "Registration must be 7 letters and numbers or fewer",
        mileage: "Mileage must be 999,999 or less",
      },
    });
  });
});

describe("detailsStep", () => {
  it("takes one of the four histories and a whole number of owners from 0", () => {
    expect(check(detailsStep, { service_history: "not-due", previous_keepers: " 0 " })).toEqual({
      ok: true,
      value: { service_history: "not-due", previous_keepers: 0 },
    });
  });

  it.each([
    ["", "", VALUATION_MESSAGES.serviceHistory, VALUATION_MESSAGES.keepersMissing],
    ["excellent", "two", VALUATION_MESSAGES.serviceHistory, VALUATION_MESSAGES.keepersInvalid],
    ["full", "-1", undefined, VALUATION_MESSAGES.keepersInvalid],
    ["full", "21", undefined, VALUATION_MESSAGES.keepersTooMany],
  ])("history %j and owners %j are refused", (history, owners, historyError, ownersError) => {
    const answer = check(detailsStep, { service_history: history, previous_keepers: owners });
    expect(answer.ok).toBe(false);
    expect(answer.errors?.service_history).toBe(historyError);
    expect(answer.errors?.previous_keepers).toBe(ownersError);
  });
});

describe("assumptionsStep", () => {
  const step = assumptionsStep(["mot", "damage"]);
  const contact = {
    name: "Siobhán O'Brien-Smith",
    email: "shiv@example.com",
    telephone: "+44 7700 900982",
    postcode: "ls11 8bu",
  };

  it("keeps the ticked exceptions it knows and normalises the contact details like the enquiry forms", () => {
    expect(check(step, { ...contact, exceptions: ["mot", "bogus"], opt_in: "yes" })).toEqual({
      ok: true,
      value: {
        exceptions: ["mot"],
        name: "Siobhán O'Brien-Smith",
        email: "shiv@example.com",
        telephone: "07700900982",
        postcode: "LS11 8BU",
        opt_in: true,
      },
    });
    // One box ticked is posted as one value, none as nothing.
    expect(check(step, { ...contact, exceptions: "damage" })).toMatchObject({
      value: { exceptions: ["damage"], opt_in: false },
    });
    expect(check(step, contact)).toMatchObject({ value: { exceptions: [] } });
  });

  it("explains each bad detail", () => {
    expect(
      check(step, {
        name: "R2-D2",
        email: "jane@",
        telephone: "call me",
        postcode: "",
        exceptions: "damage",
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: VALUATION_MESSAGES.name,
        email: "Enter an email address in the correct format, like name@example.com",
        telephone: "Phone number must only include numbers",
        postcode: "Enter your postcode",
      },
    });
  });

  it("is the dealer API's rule for the contact details too", () => {
    expect(check(valuationContact, { ...contact, name: "<b>Jane</b>" })).toMatchObject({
      errors: { name: "Full name must not include HTML or code, like <script>" },
    });
  });
});
