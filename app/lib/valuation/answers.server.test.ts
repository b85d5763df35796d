import { describe, expect, it } from "vitest";
import type { Department } from "@contract/content";
import {
  checkAssumptionsStep,
  checkDetailsStep,
  checkVehicleStep,
  MESSAGES,
  nextStep,
  stepRedirect,
  valuationBranches,
  withVehicle,
  type WizardAnswers,
} from "./answers.server";
import { conditionFrom, exceptionsOf, WIZARD_PATHS } from "./steps";

const branch = (code: string, name: string) => ({ code, name, slug: code.toLowerCase() }) as Department;
const BRANCHES = [branch("YOR", "Northway Cars York"), branch("LEE", "Northway Cars Leeds")];
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const vehicle = {
  vrm: "YD18WBW",
  cap_id: "ford-fiesta-1",
  vehicle_type: "CAR" as const,
  make: "Ford",
  model: "Fiesta",
  derivative: "1.0 EcoBoost 125 Titanium",
  fuel_type: "Petrol",
  transmission: "Manual",
  engine: 999,
  colour: "Blue",
  registration_date: "2018-04-12",
  image: null,
};
const complete: WizardAnswers = {
  vrm: "YD18WBW",
  mileage: 45000,
  department: "LEE",
  vehicle,
  service_history: "full",
  previous_keepers: 1,
  name: "Jane Smith",
  email: "jane@example.com",
  telephone: "07700900982",
  postcode: "LS11 8BU",
};

describe("valuationBranches", () => {
  it("leaves out the Jaguar franchise and sorts by name", () => {
    const list = valuationBranches([...BRANCHES, branch("JAG", "Northway Jaguar Leeds")]);
    expect(list.map((item) => item.code)).toEqual(["LEE", "YOR"]);
  });
});

describe("checkVehicleStep", () => {
  it("normalises the registration and mileage rather than rejecting them", () => {
    const step = checkVehicleStep(
      form([
        ["vrm", " yd18  wbw "],
        ["mileage", "45,000"],
        ["department", "LEE"],
      ]),
      BRANCHES,
    );
    expect(step).toEqual({ ok: true, answers: { vrm: "YD18WBW", mileage: 45000, department: "LEE" } });
  });

  it("asks for every missing answer and keeps what was typed", () => {
    const step = checkVehicleStep(
      form([
        ["vrm", "AB-12"],
        ["mileage", ""],
        ["department", "JAG"],
      ]),
      BRANCHES,
    );
    expect(step).toEqual({
      ok: false,
      errors: {
        vrm: "Registration must be alphanumeric",
        mileage: "Enter your current mileage",
        department: MESSAGES.department,
      },
      typed: { vrm: "AB-12", mileage: "", department: "JAG" },
    });
  });
});

describe("checkDetailsStep", () => {
  it("takes one of the four histories and a whole number of owners from 0", () => {
    expect(
      checkDetailsStep(
        form([
          ["service_history", "not-due"],
          ["previous_keepers", " 0 "],
        ]),
      ),
    ).toEqual({ ok: true, answers: { service_history: "not-due", previous_keepers: 0 } });
  });

  it.each([
    ["", "", MESSAGES.serviceHistory, MESSAGES.keepersMissing],
    ["excellent", "two", MESSAGES.serviceHistory, MESSAGES.keepersInvalid],
    ["full", "-1", undefined, MESSAGES.keepersInvalid],
    ["full", "21", undefined, MESSAGES.keepersTooMany],
  ])("history %j and owners %j are refused", (history, owners, historyError, ownersError) => {
    const step = checkDetailsStep(
      form([
        ["service_history", history],
        ["previous_keepers", owners],
      ]),
    );
    expect(step.ok).toBe(false);
    if (step.ok) return;
    expect(step.errors.service_history).toBe(historyError);
    expect(step.errors.previous_keepers).toBe(ownersError);
    expect(step.typed).toEqual({ service_history: history, previous_keepers: owners });
  });
});

describe("checkAssumptionsStep", () => {
  const contact = (overrides: Record<string, string> = {}): [string, string][] =>
    Object.entries({
      name: "Siobhán O'Brien-Smith",
      email: "shiv@example.com",
      telephone: "+44 7700 900982",
      postcode: "ls11 8bu",
      ...overrides,
    });

  it("keeps the ticked exceptions it knows and normalises the contact details like the enquiry forms", () => {
    const step = checkAssumptionsStep(
      form([...contact(), ["exceptions", "mot"], ["exceptions", "bogus"], ["opt_in", "yes"]]),
      "2026-11-25",
    );
    expect(step).toEqual({
      ok: true,
      answers: {
        exceptions: ["mot"],
        name: "Siobhán O'Brien-Smith",
        email: "shiv@example.com",
        telephone: "07700900982",
        postcode: "LS11 8BU",
        opt_in: true,
      },
    });
  });

  it("explains each bad detail and keeps everything typed, ticks included", () => {
    const step = checkAssumptionsStep(
      form([
        ...contact({ name: "R2-D2", email: "jane@", telephone: "call me", postcode: "" }),
        ["exceptions", "damage"],
      ]),
      "2026-11-25",
    );
    expect(step.ok).toBe(false);
    if (step.ok) return;
    expect(step.errors).toEqual({
      name: MESSAGES.name,
      email: "Enter an email address in the correct format, like name@example.com",
      telephone: "Phone number must only include numbers",
      postcode: "Enter your postcode",
    });
    expect(step.typed.exceptions).toEqual(["damage"]);
    expect(step.typed.email).toBe("jane@");
  });
});

describe("stepRedirect", () => {
  it("sends a seller back to the first step they have not answered", () => {
    expect(stepRedirect("details", {})).toBe(WIZARD_PATHS.vehicle);
    expect(stepRedirect("details", { ...complete, service_history: undefined })).toBeUndefined();
    expect(stepRedirect("assumptions", { ...complete, previous_keepers: undefined })).toBe(
      WIZARD_PATHS.details,
    );
    expect(stepRedirect("check", { ...complete, email: undefined })).toBe(WIZARD_PATHS.assumptions);
    expect(stepRedirect("check", complete)).toBeUndefined();
  });
});

describe("nextStep", () => {
  const request = (query: string) => new Request(`http://localhost${WIZARD_PATHS.details}${query}`);
  it("goes back to check your answers after a change, when everything is answered", () => {
    expect(nextStep(request("?from=check"), complete, WIZARD_PATHS.assumptions)).toBe(WIZARD_PATHS.check);
    expect(nextStep(request(""), complete, WIZARD_PATHS.assumptions)).toBe(WIZARD_PATHS.assumptions);
    expect(nextStep(request("?from=check"), { ...complete, name: undefined }, WIZARD_PATHS.assumptions)).toBe(
      WIZARD_PATHS.assumptions,
    );
  });
});

describe("withVehicle", () => {
  it("keeps later answers for the same car, and only the contact details for another", () => {
    const same = withVehicle(complete, { vrm: "YD18WBW", mileage: 52000, department: "YOR" });
    expect(same).toMatchObject({ service_history: "full", mileage: 52000, department: "YOR", vehicle });
    const other = withVehicle(complete, { vrm: "AB12CDE", mileage: 45000, department: "LEE" });
    expect(other.service_history).toBeUndefined();
    expect(other.vehicle).toBeUndefined();
    expect(other.email).toBe("jane@example.com");
  });
});

describe("conditionFrom and exceptionsOf", () => {
  it("turns ticked exceptions into condition answers and back", () => {
    const condition = conditionFrom(["imported", "no-spare-key"]);
    expect(condition).toEqual({
      mot: true,
      imported: true,
      no_damage: true,
      fully_working: true,
      spare_key: false,
      standard_plate: true,
      not_written_off: true,
    });
    expect(exceptionsOf(condition)).toEqual(["It is an import", "It has no spare key"]);
    expect(exceptionsOf(conditionFrom([]))).toEqual([]);
  });
});
