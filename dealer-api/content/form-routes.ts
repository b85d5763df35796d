import { Hono } from "hono";
import { z } from "zod";
import type { DealerDb } from "../db/database";
import type { FormDefinition, FormField } from "../contract/forms";
import { errorAnswer, fromJson, parseInput } from "./http";

const formId = z
  .string()
  .regex(/^\d{1,9}$/, "Form id must be a whole number")
  .transform(Number);

export async function findForm(db: DealerDb, id: number): Promise<FormDefinition | undefined> {
  const form = await db.selectFrom("forms").selectAll().where("id", "=", id).executeTakeFirst();
  if (!form) return undefined;
  const fields = await db
    .selectFrom("form_fields")
    .selectAll()
    .where("form_id", "=", id)
    .orderBy("position")
    .execute();
  return {
    id: form.id,
    form_title: form.title,
    fields: fields.map((f): FormField => ({
      id: f.id,
      name: f.name,
      type: f.type as FormField["type"],
      label: f.label,
      placeholder: f.placeholder,
      required: f.required === 1,
      options: fromJson<FormField["options"]>(f.options_json),
      hint: f.hint,
      autocomplete: f.autocomplete,
    })),
    terms: { terms: form.terms_html, label: form.terms_label },
    opt_in: fromJson<FormDefinition["opt_in"]>(form.opt_in_json),
    opt_in_description: form.opt_in_description,
    force_terms: form.force_terms === 1,
    submit_text: form.submit_text,
  };
}

export function formRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();
  app.get("/api/form/:id", async (c) => {
    const id = parseInput(formId, c.req.param("id"));
    if (!id.ok) return errorAnswer(c, 400, id.message);
    const form = await findForm(db, id.value);
    if (!form) return errorAnswer(c, 404, "Form not found");
    return c.json({ data: form });
  });
  return app;
}
