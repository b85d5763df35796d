import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  VALUATION_VALID_DAYS,
  valuationAnswer,
  valuationLookupAnswer,
  valuationProcessAnswer,
} from "../contract/valuations";
import { submissionError } from "../contract/forms";
import { vrmPattern } from "../stock/plates";
import { TEST_NOW, goodValuationAnswers, valuationsForTests } from "./test-support";

let t: Awaited<ReturnType<typeof valuationsForTests>>;
beforeAll(async () => {
  t = await valuationsForTests();
});
afterAll(() => t.db.destroy());

const registered = async (type: "CAR" | "VAN" | "MOTORCYCLE") => {
  const rows = await t.db
    .selectFrom("registered_vehicles")
    .selectAll()
    .where("vehicle_type", "=", type)
    .execute();
  return rows.find((row) => vrmPattern.test(row.vrm))!;
};

async function value(vrm: string, overrides: Record<string, unknown> = {}, client?: string) {
  const { status, body } = await t.post("/valuations/process", goodValuationAnswers(vrm, overrides), client);
  expect(status, JSON.stringify(body)).toBe(201);
  return valuationProcessAnswer.parse(body).data;
}

async function refusal(body: unknown, status = 422) {
  const answer = await t.post("/valuations/process", body);
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return submissionError.parse(answer.body).error;
}

/** A lookup at the good answers' mileage and branch, naming no valuation as the caller's own unless told. */
const lookUp = async (vrm: string, request: Record<string, unknown> = {}) =>
  valuationLookupAnswer.parse(
    (await t.post("/valuations/lookup", { vrm, mileage: 42_000, department_code: "LEE", ...request })).body,
  ).data;

describe("POST /valuations/process and /valuations/fetch/{id}", () => {
  it("stores a valuation and answers it by its id, with the car, the range and the branch but no personal details", async () => {
    const car = await registered("CAR");
    const { id, url } = await value(car.vrm.toLowerCase(), { mileage: car.recorded_mileage });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(url).toBe(`/valuations/fetch/${id}`);

    for (const method of ["POST", "GET"] as const) {
      const { status, body } = method === "POST" ? await t.post(url, {}) : await t.get(url);
      expect(status).toBe(200);
      const valuation = valuationAnswer.parse(body).data;
      expect(valuation).toMatchObject({
        id,
        mileage: car.recorded_mileage,
        service_history: "full",
        previous_keepers: 1,
        condition: {
          mot: true,
          imported: false,
          no_damage: true,
          fully_working: true,
          spare_key: true,
          standard_plate: true,
          not_written_off: true,
        },
        valued_at: TEST_NOW.toISOString(),
        expires_at: new Date(TEST_NOW.getTime() + VALUATION_VALID_DAYS * 86_400_000).toISOString(),
        department: {
          code: "LEE",
          slug: "leeds",
          name: "Northway Cars Leeds",
          telephone: "0113 496 0412",
          email: "leeds@northwaycars.co.uk",
        },
      });
      expect(valuation.vehicle).toMatchObject({ vrm: car.vrm, make: car.make, cap_id: car.cap_id });
      expect(valuation.cap_below).toBeLessThan(valuation.cap_average);
      expect(valuation.cap_below).toBeGreaterThan(0);
      const text = JSON.stringify(body);
      for (const personal of ["Jane", "Smith", "example.com", "07700", "LS11", "sell-my-car"]) {
        expect(text).not.toContain(personal);
      }
    }
  });

  it("hands the valuation to the branch as an enquiry, contact details normalised", async () => {
    const car = await registered("CAR");
    const { id } = await value(car.vrm, { department_code: "man", opt_in: true });
    const stored = await t.db
      .selectFrom("form_submissions")
      .selectAll()
      .where("form_id", "=", 12)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.payload_json)).toMatchObject({
      form_id: 12,
      enquiryType: "valuation",
      enquirySource: "/sell-my-car/valuation-steps",
      _organisational_unit: "manchester",
      vehicle_vrm: car.vrm,
      valuation_id: id,
      name: "Jane Smith",
      email: "jane.smith@example.com",
      telephone: "07700900982",
      post_code: "LS11 8BU",
      _optin: { telephone: true, email: true },
    });
    const row = await t.db
      .selectFrom("valuations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      department_code: "MAN",
      postcode: "LS11 8BU",
      telephone: "07700900982",
      opt_in: 1,
    });
  });

  it("prices the answers: a worse history, more keepers or a condition problem lower the range", async () => {
    const range = async (overrides: Record<string, unknown>) => {
      const { url } = await value("AB68CDE", overrides);
      return valuationAnswer.parse((await t.get(url)).body).data.cap_average;
    };
    const full = await range({});
    expect(await range({ service_history: "none" })).toBeLessThan(full);
    expect(await range({ previous_keepers: 5 })).toBeLessThan(full);
    expect(await range({ condition: { no_damage: false } })).toBeLessThan(full);
    expect(await range({ mileage: 120_000 })).toBeLessThan(full);
  });

  it("answers a caller's own valuation of the registration, at the same mileage and branch, until it expires", async () => {
    const vrm = "YC19 KLM";
    expect(await lookUp(vrm)).toMatchObject({ existing: false, valuation_id: null });
    const first = await value(vrm);
    // Whoever types the registration without naming the valuation as theirs learns the car, not the valuation.
    expect(await lookUp(vrm)).toMatchObject({ existing: false, valuation_id: null });
    expect(await lookUp(vrm, { own_valuations: [first.id] })).toMatchObject({
      existing: true,
      valuation_id: first.id,
    });
    // Another mileage or branch is a new valuation; another's ids (or nonsense) name nothing.
    expect(await lookUp(vrm, { own_valuations: [first.id], mileage: 52_000 })).toMatchObject({
      existing: false,
    });
    expect(await lookUp(vrm, { own_valuations: [first.id], department_code: "YOR" })).toMatchObject({
      existing: false,
    });
    expect(await lookUp("AB68CDE", { own_valuations: [first.id] })).toMatchObject({ existing: false });
    expect(await lookUp(vrm, { own_valuations: ["not-an-id", "' OR 1=1"] })).toMatchObject({
      existing: false,
    });

    t.setNow(new Date(TEST_NOW.getTime() + 60_000));
    const second = await value(vrm, { previous_keepers: 2 });
    expect(second.id).not.toBe(first.id);
    expect(await lookUp(vrm, { own_valuations: [first.id, second.id] })).toMatchObject({
      existing: true,
      valuation_id: second.id,
    });

    t.setNow(new Date(TEST_NOW.getTime() + VALUATION_VALID_DAYS * 86_400_000 + 120_000));
    try {
      expect(await lookUp(vrm, { own_valuations: [first.id, second.id] })).toMatchObject({
        existing: false,
        valuation_id: null,
      });
      // An expired valuation is still answered: the site says it has expired.
      const expired = valuationAnswer.parse((await t.get(`/valuations/fetch/${second.id}`)).body).data;
      expect(Date.parse(expired.expires_at)).toBeLessThan(
        TEST_NOW.getTime() + VALUATION_VALID_DAYS * 86_400_000 + 120_000,
      );
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it("answers 404 for a registration that is no car it knows, and 422 for a van or a motorcycle", async () => {
    expect((await refusal(goodValuationAnswers("AB27CDE"), 404)).message).toBe(
      "We could not find a vehicle with the registration AB27 CDE",
    );
    const van = await registered("VAN");
    expect((await refusal(goodValuationAnswers(van.vrm))).message).toMatch(
      /We can only value cars online, and .* is a van/,
    );
    const motorcycle = await registered("MOTORCYCLE");
    expect((await refusal(goodValuationAnswers(motorcycle.vrm))).message).toMatch(/is a motorcycle$/);
  });

  it("refuses bad answers with 422 and a message that names the answer", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { service_history: "great" },
        "service_history",
        "Select the service history: full, some, none or not-due",
      ],
      [
        { previous_keepers: -1 },
        "previous_keepers",
        "Enter the number of previous keepers as a whole number, from 0 to 20",
      ],
      [{ mileage: "many" }, "mileage", "Enter the mileage as a whole number of miles, from 0 to 999,999"],
      [{ department_code: "XXX" }, "department_code", "Select one of our branches"],
      [{ department_code: "" }, "department_code", "Select the branch you would like to sell to"],
      [{ email: "jane" }, "email", "Enter an email address in the correct format, like name@example.com"],
      [{ telephone: "12345" }, "telephone", "Enter a UK phone number, like 01632 960001 or 07700 900982"],
      [{ postcode: "LS11" }, "postcode", "Enter a real UK postcode, like LS11 8BU"],
      [{ name: "<b>Jane</b>" }, "name", "Full name must not include HTML or code, like <script>"],
      // The wizard's own name rule (contract/valuation-steps.ts): the API refuses what the site refuses.
      [{ name: "R2-D2" }, "name", "Full name must only include letters, spaces, hyphens and apostrophes"],
      [{ condition: { mot: "yes" } }, "condition.mot", "Expected boolean, received string"],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await refusal(goodValuationAnswers("AB68CDE", overrides));
      expect(error.fields?.[field], field).toBe(message);
      expect(error.message).toBe(`${field}: ${message}`);
    }
    expect((await refusal("{not json")).message).toBe("Send the answers as a JSON object");
    expect((await refusal([1, 2])).message).toBe("Send the answers as a JSON object");
  });

  it("stores nothing for a robot that fills in the hidden field", async () => {
    const before = await t.db.selectFrom("valuations").select("id").execute();
    const error = await refusal(goodValuationAnswers("AB68CDE", { _honeypot: "http://spam.example" }));
    expect(error.message).toBe("Submission rejected");
    expect(await t.db.selectFrom("valuations").select("id").execute()).toEqual(before);
  });

  it("answers 404 for an id that names no valuation, well formed or not", async () => {
    for (const id of ["0b7e2f4c-3c1d-4f7a-9a55-1d2e3f405060", "1", "../lookup", "DROP TABLE"]) {
      const { status, body } = await t.post(`/valuations/fetch/${encodeURIComponent(id)}`, {});
      expect(status, id).toBe(404);
      expect(body.error.message).toBe("We could not find that valuation");
    }
  });
});

describe("the same answers sent again (two tabs, a retry on a slow network)", () => {
  const stored = async (vrm: string) => ({
    valuations: await t.db.selectFrom("valuations").select("id").where("vrm", "=", vrm).execute(),
    enquiries: (
      await t.db.selectFrom("form_submissions").select("payload_json").where("form_id", "=", 12).execute()
    ).filter((row) => (JSON.parse(row.payload_json) as { vehicle_vrm?: string }).vehicle_vrm === vrm),
  });

  it("one after the other: the first valuation answers both, stored and sent to the branch once", async () => {
    const first = await value("AB18CDF", {}, "198.51.100.20");
    const again = await value("ab18 cdf", {}, "198.51.100.20");
    expect(again).toEqual(first);
    const { valuations, enquiries } = await stored("AB18CDF");
    expect(valuations.map((row) => row.id)).toEqual([first.id]);
    expect(enquiries).toHaveLength(1);
    const counted = await t.db
      .selectFrom("submission_log")
      .select("id")
      .where("client_key", "=", "198.51.100.20")
      .where("kind", "=", "valuation")
      .execute();
    expect(counted).toHaveLength(1);
  });

  it("at the same moment: one valuation for all of them", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => value("AB18CDG", {}, "198.51.100.21")));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const { valuations, enquiries } = await stored("AB18CDG");
    expect(valuations).toHaveLength(1);
    expect(enquiries).toHaveLength(1);
  });

  it("other answers, another client or a later try (past the window) is a new valuation", async () => {
    const first = await value("AB18CDH", {}, "198.51.100.22");
    expect((await value("AB18CDH", { mileage: 42_001 }, "198.51.100.22")).id).not.toBe(first.id);
    expect((await value("AB18CDH", {}, "198.51.100.23")).id).not.toBe(first.id);
    t.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000 + 1000));
    try {
      expect((await value("AB18CDH", {}, "198.51.100.22")).id).not.toBe(first.id);
    } finally {
      t.setNow(TEST_NOW);
    }
    expect((await stored("AB18CDH")).valuations).toHaveLength(4);
  });
});

describe("the rate limit", () => {
  it("counts a client's valuations like enquiries and says when to try again", async () => {
    const limited = await valuationsForTests({
      limit: { max: 2, windowMinutes: 10, holdsPerClient: 2, holdsPerCarPerDay: 3, lookups: 30 },
    });
    try {
      // Different answers each time: the same answers again would be the same valuation (not counted again).
      let mileage = 30_000;
      const send = (client: string) =>
        limited.post(
          "/valuations/process",
          goodValuationAnswers("AB68CDE", { mileage: (mileage += 1) }),
          client,
        );
      expect((await send("198.51.100.1")).status).toBe(201);
      expect((await send("198.51.100.1")).status).toBe(201);
      const third = await send("198.51.100.1");
      expect(third.status).toBe(429);
      expect(submissionError.parse(third.body).error.retry_after).toBe(600);
      expect((await send("198.51.100.2")).status).toBe(201);
      limited.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000 + 1000));
      expect((await send("198.51.100.1")).status).toBe(201);
      expect(await limited.db.selectFrom("valuations").select("id").execute()).toHaveLength(4);
    } finally {
      await limited.db.destroy();
    }
  });

  it("counts a client's registration lookups, found or not, apart from its valuations", async () => {
    const limited = await valuationsForTests({
      limit: { max: 1, windowMinutes: 10, holdsPerClient: 2, holdsPerCarPerDay: 3, lookups: 3 },
    });
    try {
      const lookUp = (vrm: string, client = "198.51.100.7") =>
        limited.post("/valuations/lookup", { vrm, mileage: 40_000 }, client);
      expect((await lookUp("AB18CDE")).status).toBe(200);
      expect((await lookUp("P123ABC")).status).toBe(404);
      expect((await lookUp("AB68CDE")).status).toBe(200);
      const fourth = await lookUp("AB18CDE");
      expect(fourth.status).toBe(429);
      expect(submissionError.parse(fourth.body).error.message).toMatch(
        /^You have looked up several registrations in a short time\. Please try again after \d{2}:\d{2}, or call us\.$/,
      );
      expect(submissionError.parse(fourth.body).error.retry_after).toBe(600);
      // Another client has its own allowance; this client's valuations have theirs.
      expect((await lookUp("AB18CDE", "198.51.100.8")).status).toBe(200);
      expect(
        (await limited.post("/valuations/process", goodValuationAnswers("AB68CDE"), "198.51.100.7")).status,
      ).toBe(201);
      limited.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000 + 1000));
      expect((await lookUp("AB18CDE")).status).toBe(200);
    } finally {
      await limited.db.destroy();
    }
  });
});
