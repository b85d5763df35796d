import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_IDS, submissionError, submitAnswer } from "../contract/forms";
import { ukToday } from "../contract/form-rules";
import { rateLimitFromEnv } from "./rate-limit";
import { formsForTests, goodAnswers, TEST_NOW } from "./test-support";
import { badInputsForForm } from "./bad-inputs";

let t: Awaited<ReturnType<typeof formsForTests>>;
beforeAll(async () => {
  t = await formsForTests();
});
afterAll(() => t.db.destroy());

async function generalEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    form_id: FORM_IDS.generalEnquiry,
    enquirySource: "/source-my-car",
    ...goodAnswers(await t.form(FORM_IDS.generalEnquiry)),
    ...overrides,
  };
}

describe("POST /api/form/submit", () => {
  it("stores a good enquiry with the enquiry payload's keys and answers a success message", async () => {
    const { status, body } = await t.post(
      "/api/form/submit",
      await generalEnquiry({ _optin: { email: true }, _organisational_unit: "leeds", first_name: "  Zoë " }),
    );
    expect(status).toBe(201);
    const answer = submitAnswer.parse(body);
    expect(answer.data.message).toBe(
      "Thank you, Zoë. We have received your enquiry and will be in touch within one working day.",
    );
    const row = await t.db
      .selectFrom("form_submissions")
      .selectAll()
      .where("id", "=", answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row.form_id).toBe(7);
    expect(JSON.parse(row.payload_json)).toMatchObject({
      form_id: 7,
      _vehicle: null,
      vehicle_id: null,
      vehicle_location: null,
      vehicle_vrm: null,
      _organisational_unit: "leeds",
      enquirySource: "/source-my-car",
      enquirySourceHistory: [],
      enquiryType: "general",
      first_name: "Zoë",
      telephone: "07700900982",
      _terms_accepted: false,
      _optin: { telephone: false, email: true },
    });
    expect(JSON.parse(row.payload_json)).not.toHaveProperty("_honeypot");
  });

  it("names every problem, in the form's order, as instructions", async () => {
    const { status, body } = await t.post(
      "/api/form/submit",
      await generalEnquiry({ first_name: "", email: "jane", enquiry_type: "", message: "" }),
    );
    expect(status).toBe(400);
    const { error } = submissionError.parse(body);
    expect(error.message).toBe("There is a problem with 4 answers");
    expect(Object.entries(error.fields ?? {})).toEqual([
      ["first_name", "Enter your first name"],
      ["email", "Enter an email address in the correct format, like name@example.com"],
      ["enquiry_type", "Select what your enquiry is about"],
      ["message", "Enter your message"],
    ]);
  });

  it("enforces force_terms and keeps the car the enquiry is about", async () => {
    const car = await t.vehicleForSale();
    const testDrive = goodAnswers(await t.form(FORM_IDS.testDrive));
    const unticked = await t.post("/api/form/submit", {
      form_id: FORM_IDS.testDrive,
      vehicle_id: car.id,
      vehicle_vrm: car.vrm,
      ...testDrive,
    });
    expect(unticked.status).toBe(400);
    expect(unticked.body.error.fields).toEqual({
      _terms_accepted: "Tick the box to agree to the terms and conditions",
    });
    const ticked = await t.post("/api/form/submit", {
      form_id: FORM_IDS.testDrive,
      vehicle_id: car.id,
      vehicle_vrm: car.vrm.toLowerCase(),
      _terms_accepted: true,
      ...testDrive,
    });
    expect(ticked.status).toBe(201);
    expect(ticked.body.data.message).toContain("your test drive request");
  });

  it("refuses a test drive of a sold car with the reason, and stores nothing; a question about it is taken", async () => {
    const sold = await t.db
      .selectFrom("vehicles")
      .select(["id", "vrm"])
      .where("status", "=", "SOLD")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const before = await t.db
      .selectFrom("form_submissions")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const testDrive = await t.post("/api/form/submit", {
      form_id: FORM_IDS.testDrive,
      vehicle_id: sold.id,
      vehicle_vrm: sold.vrm,
      _terms_accepted: true,
      ...goodAnswers(await t.form(FORM_IDS.testDrive)),
    });
    expect(testDrive.status).toBe(409);
    expect(submissionError.parse(testDrive.body).error.message).toBe(
      "Sorry, this car has been sold, so it can no longer be booked for a test drive.",
    );
    const after = await t.db
      .selectFrom("form_submissions")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    const question = await t.post("/api/form/submit", {
      form_id: FORM_IDS.vehicleEnquiry,
      vehicle_id: sold.id,
      vehicle_vrm: sold.vrm,
      _terms_accepted: true,
      ...goodAnswers(await t.form(FORM_IDS.vehicleEnquiry)),
    });
    expect(question.status).toBe(201);
  });

  it("refuses a reservation of a sold car sent as an enquiry, but books a test drive of a reserved one", async () => {
    const [sold, reserved] = await Promise.all(
      (["SOLD", "RESERVED"] as const).map((status) =>
        t.db
          .selectFrom("vehicles")
          .select(["id", "vrm"])
          .where("status", "=", status)
          .orderBy("id")
          .executeTakeFirstOrThrow(),
      ),
    );
    const reservation = await t.post("/api/form/submit", {
      form_id: FORM_IDS.reservation,
      vehicle_id: sold.id,
      _terms_accepted: true,
      ...goodAnswers(await t.form(FORM_IDS.reservation)),
    });
    expect(reservation.status).toBe(409);
    expect(reservation.body.error.message).toBe("Sorry, this car has been sold.");
    const testDrive = await t.post("/api/form/submit", {
      form_id: FORM_IDS.testDrive,
      vehicle_id: reserved.id,
      _terms_accepted: true,
      ...goodAnswers(await t.form(FORM_IDS.testDrive)),
    });
    expect(testDrive.status).toBe(201);
  });

  it.each([
    ["an unknown form", { form_id: 999 }, 404, "Form not found"],
    ["a form id that is not a number", { form_id: "7" }, 400, "form_id: Expected number, received string"],
    ["an unknown key", { shoe_size: "9" }, 400, "Unknown field: shoe_size"],
    [
      "another car's registration",
      { vehicle_id: 1, vehicle_vrm: "AB12CDE" },
      400,
      "vehicle_vrm: Does not match the vehicle",
    ],
    [
      "a registration without a car",
      { vehicle_vrm: "AB12CDE" },
      400,
      "vehicle_id: Required when vehicle_vrm is given",
    ],
    ["an unknown car", { vehicle_id: 999999 }, 404, "No vehicle with that id"],
    ["an unknown branch", { _organisational_unit: "atlantis" }, 400, "_organisational_unit: Unknown branch"],
    ["a filled-in honeypot", { _honeypot: "http://spam.example" }, 400, "Submission rejected"],
    [
      "opt-ins that are not yes or no",
      { _optin: { email: "yes" } },
      400,
      "_optin.email: Expected boolean, received string",
    ],
  ])("refuses %s", async (_what, overrides, status, message) => {
    const { status: answered, body } = await t.post("/api/form/submit", await generalEnquiry(overrides));
    expect(answered).toBe(status);
    expect(submissionError.parse(body).error.message).toBe(message);
  });

  it.each([
    ["not JSON", "first_name=Jane"],
    ["a list", "[1, 2]"],
    ["null", "null"],
  ])("refuses a body that is %s", async (_what, text) => {
    const { status, body } = await t.post("/api/form/submit", text);
    expect(status).toBe(400);
    expect(body.error.message).toBe("Send the form as a JSON object");
  });

  it("refuses an oversized body without reading it as a form", async () => {
    const { status, body } = await t.post(
      "/api/form/submit",
      await generalEnquiry({ message: "a".repeat(40_000) }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe("The submission is too large");
  });
});

describe("generated bad inputs", () => {
  for (const id of Object.values(FORM_IDS).filter((id) => id !== FORM_IDS.reservation)) {
    it(`form ${id}: every bad answer gets its own message, never a 500`, async () => {
      const definition = await t.form(id);
      const good = { form_id: id, ...goodAnswers(definition), _terms_accepted: true };
      const cases = badInputsForForm(definition, { today: ukToday(TEST_NOW), jsonTypes: true });
      expect(cases.length).toBeGreaterThanOrEqual(200);
      for (const bad of cases) {
        const payload: Record<string, unknown> = { ...good, [bad.field]: bad.value };
        if (bad.value === undefined) delete payload[bad.field];
        const { status, body } = await t.post("/api/form/submit", payload);
        const context = `${bad.kind} ${bad.field}=${JSON.stringify(bad.value)?.slice(0, 40)}`;
        expect(status, context).toBe(400);
        expect(body.error.fields?.[bad.field], context).toMatch(bad.expect);
      }
    });
  }
});

describe("rate limit", () => {
  it("allows a few enquiries per client, then refuses with 429 while other clients carry on", async () => {
    const limited = await formsForTests({ limit: { ...rateLimitFromEnv({}), max: 2 } });
    const answers = { form_id: 7, ...goodAnswers(await limited.form(7)) };
    // Different enquiries: the same one sent again is not a new one (see "sent twice").
    const enquiry = (n: number) => ({ ...answers, message: `Question ${n}` });
    expect((await limited.post("/api/form/submit", enquiry(1), "198.51.100.1")).status).toBe(201);
    // Refused enquiries do not use up the allowance.
    expect(
      (await limited.post("/api/form/submit", { ...enquiry(2), email: "x" }, "198.51.100.1")).status,
    ).toBe(400);
    expect((await limited.post("/api/form/submit", enquiry(2), "198.51.100.1")).status).toBe(201);
    const third = await limited.post("/api/form/submit", enquiry(3), "198.51.100.1");
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(
      /^You have sent us several forms in a short time\. Please try again after \d\d:\d\d, or call us\.$/,
    );
    expect(third.body.error.retry_after).toBe(10 * 60);
    expect((await limited.post("/api/form/submit", enquiry(3), "198.51.100.2")).status).toBe(201);
    limited.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    expect((await limited.post("/api/form/submit", enquiry(3), "198.51.100.1")).status).toBe(201);
    await limited.db.destroy();
  });
});

describe("an enquiry sent twice", () => {
  it("(a double click, a post the browser or a proxy sent again) is stored once, and answered as the first was", async () => {
    const once = await formsForTests({ limit: { ...rateLimitFromEnv({}), max: 2 } });
    const enquiry = {
      form_id: 7,
      ...goodAnswers(await once.form(7)),
      message: "Is the Golf still for sale?",
    };
    const sent = await Promise.all(
      [1, 2, 3, 4].map(() => once.post("/api/form/submit", enquiry, "198.51.100.9")),
    );
    expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(sent.map((answer) => submitAnswer.parse(answer.body).data.id));
    expect(ids.size).toBe(1);
    const stored = await once.db.selectFrom("form_submissions").select("id").execute();
    expect(stored).toHaveLength(1);
    // The repeats did not use up the allowance: another enquiry is taken.
    const other = await once.post(
      "/api/form/submit",
      { ...enquiry, message: "And the Polo?" },
      "198.51.100.9",
    );
    expect(other.status).toBe(201);
    // The same words from another visitor, or after the window, are enquiries of their own.
    expect((await once.post("/api/form/submit", enquiry, "198.51.100.10")).body.data.id).not.toBe(
      [...ids][0],
    );
    once.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    expect((await once.post("/api/form/submit", enquiry, "198.51.100.9")).body.data.id).not.toBe([...ids][0]);
    expect(await once.db.selectFrom("form_submissions").select("id").execute()).toHaveLength(4);
    await once.db.destroy();
  });
});
