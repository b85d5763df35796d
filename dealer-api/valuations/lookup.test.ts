import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valuationLookupAnswer } from "../contract/valuations";
import { apiError } from "../contract/envelope";
import { plateIdentifier, vrmPattern } from "../stock/plates";
import { createPrng } from "../stock/prng";
import { carForPlate, plateWindow } from "./plate-car";
import { generateRegistry, REGISTRY_SIZE } from "./registry";
import { TEST_TODAY, valuationsForTests } from "./test-support";
import { derivativeByCapId } from "./vehicles";

let t: Awaited<ReturnType<typeof valuationsForTests>>;
beforeAll(async () => {
  t = await valuationsForTests();
});
afterAll(() => t.db.destroy());

const lookUp = (vrm: string, mileage = 30_000) => t.post("/valuations/lookup", { vrm, mileage });

async function found(vrm: string) {
  const { status, body } = await lookUp(vrm);
  expect(status, vrm).toBe(200);
  return valuationLookupAnswer.parse(body).data;
}

async function notFound(vrm: string) {
  const { status, body } = await lookUp(vrm);
  expect(status, vrm).toBe(404);
  expect(apiError.parse(body).error.status).toBe(404);
}

/** The register's first entry of a kind. */
const registered = (where: (row: ReturnType<typeof generateRegistry>[number]) => boolean) =>
  t.db
    .selectFrom("registered_vehicles")
    .selectAll()
    .execute()
    .then((rows) => rows.find(where)!);

describe("the register of customer vehicles", () => {
  it("holds a few hundred vehicles, the same ones every time, mostly cars of the catalogue with plates that fit them", () => {
    const rows = generateRegistry();
    expect(rows).toEqual(generateRegistry());
    expect(rows.length).toBe(REGISTRY_SIZE);
    const cars = rows.filter((row) => row.vehicle_type === "CAR");
    expect(rows.filter((row) => row.vehicle_type === "VAN").length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.vehicle_type === "MOTORCYCLE").length).toBeGreaterThanOrEqual(3);
    expect(cars.length).toBeGreaterThan(REGISTRY_SIZE * 0.9);
    for (const row of cars) {
      const derivative = derivativeByCapId(row.cap_id)!;
      const year = Number(row.registration_date.slice(0, 4));
      expect(derivative.range.fromYear).toBeLessThanOrEqual(year);
      expect(year).toBeLessThanOrEqual(derivative.range.toYear ?? year);
      expect(derivative.make.paints.map(([name]) => name)).toContain(row.colour);
      // Roughly 7,000–10,000 miles a year, spread a quarter either way.
      const age = (Date.UTC(2026, 9, 1) - Date.parse(row.registration_date)) / (365.25 * 86_400_000);
      expect(row.recorded_mileage).toBeGreaterThanOrEqual(age * 7000 * 0.75 - 1);
      expect(row.recorded_mileage).toBeLessThanOrEqual(age * 10_000 * 1.25 + 1);
      const plate = vrmPattern.exec(row.vrm);
      if (plate) expect(plate[2]).toBe(plateIdentifier(new Date(row.registration_date)));
    }
  });

  it("leaves out a plate a stock car already carries", () => {
    const [first, second] = generateRegistry();
    expect(generateRegistry(new Set([first.vrm]))[0]).toEqual(second);
  });
});

describe("the registrations dealer-api/README.md gives to try", () => {
  it("still stand for what the README says", async () => {
    const register = generateRegistry();
    const held = (vrm: string) => register.find((row) => row.vrm === vrm);
    expect(held("HE18CWP")).toMatchObject({ make: "Ford", model: "Fiesta", recorded_mileage: 71_212 });
    expect(held("CB20YUS")).toMatchObject({ make: "MINI", model: "Hatch", recorded_mileage: 46_440 });
    expect(held("W657LJJ")).toMatchObject({ make: "Volkswagen", model: "Golf", recorded_mileage: 92_094 });
    expect(held("YB22XDW")).toMatchObject({ vehicle_type: "VAN", recorded_mileage: 61_650 });
    expect(held("KM21WCS")).toMatchObject({ vehicle_type: "MOTORCYCLE", recorded_mileage: 18_098 });
    expect((await found("AB18 CDE")).data).toMatchObject({
      make: "BMW",
      model: "X3",
      registration_date: "2018-08-31",
    });
    await notFound("AB05 CDE");
    await notFound("P123 ABC");
  });
});

describe("POST /valuations/lookup", () => {
  it("answers a registered car as the register holds it, forgiving spaces and lower case", async () => {
    const car = await registered((row) => row.vehicle_type === "CAR" && vrmPattern.test(row.vrm));
    const typed = ` ${car.vrm.slice(0, 4).toLowerCase()}  ${car.vrm.slice(4).toLowerCase()} `;
    const answer = await found(typed);
    expect(answer).toEqual({
      data: {
        vrm: car.vrm,
        cap_id: car.cap_id,
        vehicle_type: "CAR",
        make: car.make,
        model: car.model,
        derivative: car.derivative,
        fuel_type: car.fuel_type,
        transmission: car.transmission,
        engine: car.engine,
        colour: car.colour,
        registration_date: car.registration_date,
        image: `/media/vehicles/valuation-${car.vrm.toLowerCase()}/side-medium.svg`,
      },
      existing: false,
      valuation_id: null,
    });
  });

  it("finds a car on a cherished old-style plate in the register, but no such plate it does not hold", async () => {
    const cherished = await registered((row) => row.vehicle_type === "CAR" && !vrmPattern.test(row.vrm));
    expect((await found(cherished.vrm)).data.make).toBe(cherished.make);
    const unknown = ["P123ABC", "A1", "K9XYZ"].find(
      (vrm) => !generateRegistry().some((row) => row.vrm === vrm),
    )!;
    await notFound(unknown);
    await notFound("HELLO!!");
    await notFound("AB12-CDE");
  });

  it("says a van is a van and a motorcycle a motorcycle", async () => {
    const van = await registered((row) => row.vehicle_type === "VAN");
    const motorcycle = await registered((row) => row.vehicle_type === "MOTORCYCLE");
    expect((await found(van.vrm)).data).toMatchObject({ vehicle_type: "VAN", cap_id: null, image: null });
    expect((await found(motorcycle.vrm)).data).toMatchObject({ vehicle_type: "MOTORCYCLE", cap_id: null });
  });

  it("works out a car for any other current-format plate, first registered inside its age identifier's window", async () => {
    const march = await found("ab18 cde");
    expect(march.data.vrm).toBe("AB18CDE");
    expect(march.data.registration_date >= "2018-03-01" && march.data.registration_date <= "2018-08-31").toBe(
      true,
    );
    const september = await found("AB68CDE");
    expect(
      september.data.registration_date >= "2018-09-01" && september.data.registration_date <= "2019-02-28",
    ).toBe(true);
    // The same car every time.
    expect(await found("AB68CDE")).toEqual(september);
    for (const answer of [march, september]) {
      const derivative = derivativeByCapId(answer.data.cap_id)!;
      expect(answer.data.derivative).toBe(derivative.name);
      expect(derivative.range.fromYear).toBeLessThanOrEqual(
        Number(answer.data.registration_date.slice(0, 4)),
      );
    }
  });

  it("gives every well-formed plate a car of a derivative on sale in its window (property)", () => {
    const prng = createPrng(15);
    const letters = [..."ABCDEFGHJKLMNOPRSTUVWXYZ"];
    for (let i = 0; i < 400; i++) {
      const identifier = prng.pick(["12", "15", "18", "21", "24", "26", "62", "66", "68", "71", "74", "76"]);
      const vrm = `${prng.pick([..."ABCDEFGHKLMNOPRSVWY"])}${prng.pick([..."ABCDEFGHJKLMNOPRSTUVWXY"])}${identifier}${prng.pick(letters)}${prng.pick(letters)}${prng.pick(letters)}`;
      const car = carForPlate(vrm, TEST_TODAY)!;
      const { from, to } = plateWindow(identifier);
      const day = Date.parse(car.registration_date);
      expect(day, vrm).toBeGreaterThanOrEqual(from.getTime());
      expect(day, vrm).toBeLessThanOrEqual(Math.min(to.getTime(), TEST_TODAY.getTime()));
      const derivative = derivativeByCapId(car.cap_id)!;
      const year = new Date(day).getUTCFullYear();
      expect(derivative.range.fromYear, vrm).toBeLessThanOrEqual(year);
      expect(year, vrm).toBeLessThanOrEqual(derivative.range.toYear ?? year);
    }
    expect(plateWindow("68").to.toISOString().slice(0, 10)).toBe("2019-02-28");
    expect(plateWindow("69").to.toISOString().slice(0, 10)).toBe("2020-02-29");
  });

  it("finds no car for an age identifier not issued yet, nor for one older than the catalogue's cars", async () => {
    // On 23 November 2026 the newest identifier is 76 (September 2026 to February 2027).
    const newest = await found("AB76CDE");
    expect(newest.data.registration_date >= "2026-09-01").toBe(true);
    expect(newest.data.registration_date <= "2026-11-23").toBe(true);
    await notFound("AB27CDE");
    await notFound("AB77CDE");
    await notFound("AB05CDE");
  });

  it("refuses a body that is not a registration and a mileage with 422", async () => {
    for (const body of [
      { vrm: "AB18CDE" },
      { vrm: "AB18CDE", mileage: -1 },
      { vrm: "AB18CDE", mileage: 1.5 },
      { vrm: "AB18CDE", mileage: "lots" },
      { vrm: "", mileage: 100 },
      { mileage: 100 },
      "not json",
    ]) {
      const { status, body: answer } = await t.post("/valuations/lookup", body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(apiError.parse(answer).error.status).toBe(422);
    }
    const { body } = await t.post("/valuations/lookup", { vrm: "AB18CDE", mileage: -1 });
    expect(body.error.message).toBe(
      "mileage: Enter the mileage as a whole number of miles, from 0 to 999,999",
    );
  });
});
