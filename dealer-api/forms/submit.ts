import { enquiryMeta, ENQUIRY_TYPES } from "../contract/forms";
import { ukToday, type FormValues } from "../contract/form-rules";
import type { DealerDb } from "../db/database";
import { formRefusalFor } from "../contract/vehicle-offers";
import { findForm } from "../content/form-routes";
import { checkAnswers, parseMeta, readJsonObject, refused, type Outcome } from "./validate";
import { checkBranch, checkVehicle } from "./lookups";
import {
  earlierSubmission,
  linkSubmission,
  submissionFingerprint,
  takeAllowance,
  tryAgainLater,
  TOO_MANY_SUBMISSIONS,
  type RateLimit,
} from "./rate-limit";

const WHAT_WAS_SENT: Record<string, string> = {
  general: "your enquiry",
  "test-drive": "your test drive request",
  "request-images": "your request for more pictures",
  vehicle: "your enquiry about this car",
  reservation: "your details",
  valuation: "your valuation details",
};

/**
 * The confirmation the shopper sees (docs/product/forms.md#submitting: success shows the dealer's
 * confirmation).
 */
export function successMessage(formId: number, values: FormValues): string {
  const sent = WHAT_WAS_SENT[ENQUIRY_TYPES[formId] ?? "general"] ?? "your enquiry";
  const name = typeof values.first_name === "string" && values.first_name ? `, ${values.first_name}` : "";
  return `Thank you${name}. We have received ${sent} and will be in touch within one working day.`;
}

/** POST /api/form/submit: checks an enquiry payload against its form's definition, then stores it. */
export async function submitEnquiry(
  db: DealerDb,
  request: Request,
  { now, limit, clientKey }: { now: Date; limit: RateLimit; clientKey: string },
): Promise<Outcome<{ id: number; message: string }>> {
  const body = await readJsonObject(request);
  if (!body.ok) return body;
  const meta = parseMeta(enquiryMeta, body.value);
  if (!meta.ok) return meta;
  // A robot fills in every field, including the one people never see: refuse before doing any work for it.
  if (meta.value._honeypot.trim() !== "") return refused(400, "Submission rejected");
  const definition = await findForm(db, meta.value.form_id);
  if (!definition) return refused(404, "Form not found");
  const answers = checkAnswers(definition, body.value, {
    ownKeys: Object.keys(enquiryMeta.shape),
    termsKey: "_terms_accepted",
    ctx: { today: ukToday(now) },
  });
  if (!answers.ok) return answers;
  const vehicle = await checkVehicle(db, meta.value.vehicle_id, meta.value.vehicle_vrm);
  if (!vehicle.ok) return vehicle;
  // A form that books the car (a test drive, a reservation) is refused once the car cannot be booked (sold, reserved).
  const notOffered = vehicle.value ? formRefusalFor(definition.id, vehicle.value.status) : undefined;
  if (notOffered) return refused(409, notOffered);
  const branch = await checkBranch(db, meta.value._organisational_unit);
  if (!branch.ok) return branch;

  const stored = {
    ...meta.value,
    _organisational_unit: branch.value,
    enquiryType: meta.value.enquiryType || (ENQUIRY_TYPES[definition.id] ?? "general"),
    _terms_accepted: answers.value.termsAccepted,
    ...answers.value.values,
  };
  const { _honeypot: _, ...payload } = stored;
  const fingerprint = submissionFingerprint("enquiry", payload);
  const saved = await db.transaction().execute(async (trx) => {
    const sent = { clientKey, kind: "enquiry" as const, now, limit, fingerprint };
    const earlier = await earlierSubmission(trx, sent);
    if (earlier !== undefined) return { ok: true as const, id: earlier };
    const allowance = await takeAllowance(trx, sent);
    if (!allowance.ok) return allowance;
    const row = await trx
      .insertInto("form_submissions")
      .values({
        form_id: definition.id,
        payload_json: JSON.stringify(payload),
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await linkSubmission(trx, allowance.logId, row.id);
    return { ok: true as const, id: row.id };
  });
  if (!saved.ok) return tryAgainLater(TOO_MANY_SUBMISSIONS, saved.retryAt, now);
  return { ok: true, value: { id: saved.id, message: successMessage(definition.id, answers.value.values) } };
}
