import { afterAll, beforeAll, expect, it } from "vitest";
import { FORM_IDS, formAnswer } from "../contract/forms";
import { apiError } from "../contract/envelope";
import { call, seededContentApp } from "./test-support";

let ctx: Awaited<ReturnType<typeof seededContentApp>>;
beforeAll(async () => {
  ctx = await seededContentApp();
});
afterAll(() => ctx.db.destroy());

it("answers form 7, the general enquiry, with its fields in order", async () => {
  const { status, body } = await call(ctx.app, "/api/form/7", formAnswer);
  expect(status).toBe(200);
  expect(body.data.form_title).toBe("General enquiry");
  expect(body.data.fields.map((f) => f.name)).toEqual([
    "first_name",
    "last_name",
    "email",
    "telephone",
    "enquiry_type",
    "message",
  ]);
  expect(body.data.opt_in.map((o) => o.name)).toEqual(["telephone", "email"]);
});

it("answers every seeded form with unique field names", async () => {
  for (const id of Object.values(FORM_IDS)) {
    const { body } = await call(ctx.app, `/api/form/${id}`, formAnswer);
    const names = body.data.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of body.data.fields.filter((f) => f.type === "select" || f.type === "radio")) {
      expect(field.options.length).toBeGreaterThan(1);
    }
  }
});

it("asks for the reservation form's fields and forces the terms", async () => {
  const { body } = await call(ctx.app, `/api/form/${FORM_IDS.reservation}`, formAnswer);
  expect(body.data.force_terms).toBe(true);
  expect(body.data.fields.map((f) => f.name)).toEqual([
    "first_name",
    "last_name",
    "email",
    "telephone",
    "address_1",
    "town_city",
    "post_code",
    "visit_date",
    "time",
  ]);
  expect(body.data.fields.every((f) => f.required)).toBe(true);
});

it("answers 404 'Form not found' for an unknown id and 400 for a non-numeric one", async () => {
  expect(await call(ctx.app, "/api/form/999", apiError)).toEqual({
    status: 404,
    body: { error: { status: 404, message: "Form not found" } },
  });
  expect((await call(ctx.app, "/api/form/seven", apiError)).status).toBe(400);
  expect((await call(ctx.app, "/api/form/-1", apiError)).status).toBe(400);
});
