import { describe, expect, it } from "vitest";
import type { Department } from "@contract/content";
import { nextStep, stepRedirect, valuationBranches, withVehicle, type WizardAnswers } from "./answers.server";
import { conditionFrom, exceptionsOf, WIZARD_PATHS } from "./steps";

const branch = (code: string, name: string) => ({ code, name, slug: code.toLowerCase() }) as Department;
const BRANCHES = [branch("YOR", "Northway Cars York"), branch("LEE", "Northway Cars Leeds")];
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
