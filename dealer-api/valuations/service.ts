import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  VALUATION_VALID_DAYS,
  valuationLookupRequest,
  valuationProcessRequest,
  valuationVehicle,
  valuationCondition,
  serviceHistory,
  type Valuation,
  type ValuationLookupAnswer,
  type ValuationVehicle,
} from "../contract/valuations";
import { FORM_IDS } from "../contract/forms";
import { checkRegistration } from "../contract/valuation-rules";
import { valuationContact } from "../contract/valuation-steps";
import type { DealerDb } from "../db/database";
import { formatVrm } from "../stock/plates";
import { parseIsoDate } from "../stock/dates";
import { readJsonObject, refused, type Outcome } from "../forms/validate";
import {
  earlierSubmission,
  linkSubmission,
  submissionFingerprint,
  takeAllowance,
  tryAgainLater,
  TOO_MANY_SUBMISSIONS,
  type RateLimit,
} from "../forms/rate-limit";
import { valueCar } from "./model";
import { carForPlate } from "./plate-car";
import { derivativeByCapId, valuationImagePath } from "./vehicles";

/**
 * The valuation service: what a registration stands for (the register, else the plate itself), the seller's answers
 * stored with the price range worked out for them, and a stored valuation by its id.
 * docs/decisions/150-valuation-wizard.md.
 */

export interface ValuationClock {
  /** The day plates are judged on (an age identifier not yet issued is no registration). */
  today: Date;
  /** The instant a valuation is made (valued_at, expires_at) and checked for expiry. */
  now: Date;
}

/** What the register says the registration is, else what a current-format plate stands for; undefined when neither. */
export async function resolveVehicle(
  db: DealerDb,
  vrm: string,
  today: Date,
): Promise<ValuationVehicle | undefined> {
  const row = await db
    .selectFrom("registered_vehicles")
    .selectAll()
    .where("vrm", "=", vrm)
    .executeTakeFirst();
  if (!row) return carForPlate(vrm, today);
  const { recorded_mileage: _mileage, ...vehicle } = row;
  return { ...vehicle, image: row.vehicle_type === "CAR" ? valuationImagePath(row.vrm) : null };
}

/** Registrations as the API keeps them (contract: 2–7 letters and digits); anything else is no registration. */
const keptVrm = /^[A-Z0-9]{2,7}$/;

/**
 * Spaces and case forgiven ("ab18 cde"), by the site's own registration rule (contract/valuation-rules.ts); undefined
 * when what is left is no registration: no car has it.
 */
function registrationOf(input: string): string | undefined {
  const vrm = checkRegistration(input);
  return vrm.ok && keptVrm.test(vrm.value) ? vrm.value : undefined;
}

const notFound = (input: string) =>
  refused(404, `We could not find a vehicle with the registration ${formatVrm(input)}`);

/** Messages for the answers people get wrong, by the request's key; zod's own message for the rest. */
const ANSWER_MESSAGES: Record<string, string> = {
  vrm: "Enter the vehicle's registration",
  mileage: "Enter the mileage as a whole number of miles, from 0 to 999,999",
  department_code: "Select the branch you would like to sell to",
  service_history: "Select the service history: full, some, none or not-due",
  previous_keepers: "Enter the number of previous keepers as a whole number, from 0 to 20",
  name: "Enter your full name",
  email: "Enter an email address in the correct format, like name@example.com",
  telephone: "Enter your phone number",
  postcode: "Enter your postcode",
};

/** The body parsed with a contract schema, or a 422 naming each bad answer (the first in the message). */
function parseAnswers<T extends z.ZodTypeAny>(schema: T, body: unknown): Outcome<z.infer<T>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= ANSWER_MESSAGES[key] ?? issue.message;
  }
  const [first] = Object.entries(fields);
  return refused(422, `${first[0]}: ${first[1]}`, fields);
}

async function readBody(request: Request): Promise<Outcome<Record<string, unknown>>> {
  const body = await readJsonObject(request);
  return body.ok ? body : refused(422, body.refusal.message.replace("the form", "the answers"));
}

/**
 * The newest of the caller's own valuations (`own`) of this registration, at this mileage and (when given) for this
 * branch, that has not expired yet. Only the caller's own: whoever types a registration learns the car, never another
 * seller's valuation; and a different mileage or branch is a new valuation (docs/decisions/240-whose-valuation.md).
 */
async function currentValuationId(
  db: DealerDb,
  { vrm, mileage, department, own }: { vrm: string; mileage: number; department?: string; own: string[] },
  now: Date,
): Promise<string | null> {
  const ids = own.filter((id) => valuationIdPattern.test(id));
  if (ids.length === 0) return null;
  let query = db
    .selectFrom("valuations")
    .select("id")
    .where("id", "in", ids)
    .where("vrm", "=", vrm)
    .where("mileage", "=", mileage)
    .where("expires_at", ">", now.toISOString());
  if (department !== undefined) query = query.where("department_code", "=", department.trim().toUpperCase());
  const row = await query.orderBy("valued_at", "desc").limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** POST /valuations/lookup: the vehicle a registration stands for, and the caller's own valuation of it still held. */
export async function lookUpValuationVehicle(
  db: DealerDb,
  request: Request,
  { today, now }: ValuationClock,
): Promise<Outcome<ValuationLookupAnswer>> {
  const body = await readBody(request);
  if (!body.ok) return body;
  const answers = parseAnswers(valuationLookupRequest, body.value);
  if (!answers.ok) return answers;
  const vrm = registrationOf(answers.value.vrm);
  const vehicle = vrm ? await resolveVehicle(db, vrm, today) : undefined;
  if (!vrm || !vehicle) return notFound(answers.value.vrm);
  const valuationId = await currentValuationId(
    db,
    {
      vrm,
      mileage: answers.value.mileage,
      department: answers.value.department_code,
      own: answers.value.own_valuations,
    },
    now,
  );
  return {
    ok: true,
    value: { data: { data: vehicle, existing: valuationId !== null, valuation_id: valuationId } },
  };
}

/**
 * The contact details checked by the wizard's own rules (contract/valuation-steps.ts), which are every enquiry form's
 * (contract/form-rules.ts): a UK phone number (kept as digits), a real postcode (kept formatted), no HTML, a name of
 * letters, spaces, hyphens and apostrophes.
 */
function checkContact(
  answers: Record<"name" | "email" | "telephone" | "postcode", string>,
): Outcome<Record<"name" | "email" | "telephone" | "postcode", string>> {
  const parsed = valuationContact.safeParse(answers);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  const [first] = Object.entries(fields);
  return refused(422, `${first[0]}: ${first[1]}`, fields);
}

export interface ValuationServiceOptions extends ValuationClock {
  limit: RateLimit;
  clientKey: string;
}

/**
 * POST /valuations/process: values the car for the seller's answers and stores the valuation; the branch receives it
 * as an enquiry (content's form_submissions, the valuation form), counted by the same rate limit as other forms.
 */
export async function processValuation(
  db: DealerDb,
  request: Request,
  { today, now, limit, clientKey }: ValuationServiceOptions,
): Promise<Outcome<{ id: string; url: string }>> {
  const body = await readBody(request);
  if (!body.ok) return body;
  const parsed = parseAnswers(valuationProcessRequest, body.value);
  if (!parsed.ok) return parsed;
  const answers = parsed.value;
  // A robot fills in every field, including the one people never see: refused, as an enquiry is, before any work.
  if (answers._honeypot.trim() !== "") return refused(422, "Submission rejected");
  const contact = checkContact(answers);
  if (!contact.ok) return contact;
  const department = await db
    .selectFrom("departments")
    .select(["code", "slug"])
    .where("code", "=", answers.department_code.trim().toUpperCase())
    .executeTakeFirst();
  if (!department) {
    return refused(422, "department_code: Select one of our branches", {
      department_code: "Select one of our branches",
    });
  }
  const vrm = registrationOf(answers.vrm);
  const vehicle = vrm ? await resolveVehicle(db, vrm, today) : undefined;
  if (!vrm || !vehicle) return notFound(answers.vrm);
  const derivative = derivativeByCapId(vehicle.cap_id);
  if (vehicle.vehicle_type !== "CAR") {
    const what = vehicle.vehicle_type === "VAN" ? "a van" : "a motorcycle";
    return refused(422, `We can only value cars online, and ${formatVrm(vrm)} is ${what}`);
  }
  // A car the register names by a CAP id the catalogue no longer has cannot be priced from its new price.
  if (!derivative) return refused(422, `We are unable to value ${formatVrm(vrm)} online`);

  const range = valueCar({
    newPrice: derivative.newPrice,
    fuel: derivative.fuel,
    registered: parseIsoDate(vehicle.registration_date),
    valuedAt: now,
    mileage: answers.mileage,
    serviceHistory: answers.service_history,
    previousKeepers: answers.previous_keepers,
    condition: answers.condition,
  });
  const id = randomUUID();
  const valuedAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + VALUATION_VALID_DAYS * 86_400_000).toISOString();
  // What the branch reads, in the shape of an enquiry (contract/forms.ts, enquiryMeta) with the valuation beside it.
  const enquiry = {
    form_id: FORM_IDS.valuationContact,
    enquiryType: "valuation",
    enquirySource: answers.enquirySource,
    _organisational_unit: department.slug,
    vehicle_vrm: vrm,
    _vehicle: `${vehicle.make} ${vehicle.model} ${vehicle.derivative}`,
    valuation_id: id,
    name: contact.value.name,
    email: contact.value.email,
    telephone: contact.value.telephone,
    post_code: contact.value.postcode,
    _optin: { telephone: answers.opt_in, email: answers.opt_in },
    mileage: answers.mileage,
    service_history: answers.service_history,
    previous_keepers: answers.previous_keepers,
    condition: answers.condition,
    cap_below: range.capBelow,
    cap_average: range.capAverage,
    expires_at: expiresAt,
  };
  // The same answers sent again by the same client (two tabs, a retry on a slow network) are the same valuation: the
  // enquiries' own mechanism (forms/rate-limit.ts, earlierSubmission), in the database, so it holds across instances.
  const { _honeypot: _, ...sent } = answers;
  const { name, email, telephone, postcode } = contact.value;
  const fingerprint = submissionFingerprint("valuation", {
    ...sent,
    name,
    email,
    telephone,
    postcode,
    vrm,
    department_code: department.code,
  });
  const saved = await db.transaction().execute(async (trx) => {
    const submission = { clientKey, kind: "valuation" as const, now, limit, fingerprint };
    const earlier = await earlierSubmission(trx, submission);
    if (earlier !== undefined) {
      const first = await trx
        .selectFrom("valuations")
        .select("id")
        .where("submission_id", "=", earlier)
        .executeTakeFirst();
      if (first) return { ok: true as const, id: first.id };
    }
    const allowance = await takeAllowance(trx, submission);
    if (!allowance.ok) return allowance;
    const stored = await trx
      .insertInto("form_submissions")
      .values({
        form_id: FORM_IDS.valuationContact,
        payload_json: JSON.stringify(enquiry),
        created_at: valuedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await linkSubmission(trx, allowance.logId, stored.id);
    await trx
      .insertInto("valuations")
      .values({
        id,
        submission_id: stored.id,
        vrm,
        vehicle_json: JSON.stringify(vehicle),
        mileage: answers.mileage,
        service_history: answers.service_history,
        previous_keepers: answers.previous_keepers,
        condition_json: JSON.stringify(answers.condition),
        cap_below: range.capBelow,
        cap_average: range.capAverage,
        department_code: department.code,
        name: contact.value.name,
        email: contact.value.email,
        telephone: contact.value.telephone,
        postcode: contact.value.postcode,
        opt_in: answers.opt_in ? 1 : 0,
        enquiry_source: answers.enquirySource,
        valued_at: valuedAt,
        expires_at: expiresAt,
      })
      .execute();
    return { ok: true as const, id };
  });
  if (!saved.ok) return tryAgainLater(TOO_MANY_SUBMISSIONS, saved.retryAt, now);
  return { ok: true, value: { id: saved.id, url: `/valuations/fetch/${saved.id}` } };
}

/** The ids processValuation gives (random UUIDs); anything else is no valuation. */
const valuationIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A stored valuation without the seller's contact details (the id is a share link). Expired ones are answered too:
 * the site says they have expired.
 */
export async function findValuation(db: DealerDb, id: string): Promise<Valuation | undefined> {
  if (!valuationIdPattern.test(id)) return undefined;
  const row = await db
    .selectFrom("valuations")
    .innerJoin("departments", "departments.code", "valuations.department_code")
    .select([
      "valuations.id",
      "valuations.vehicle_json",
      "valuations.mileage",
      "valuations.service_history",
      "valuations.previous_keepers",
      "valuations.condition_json",
      "valuations.cap_below",
      "valuations.cap_average",
      "valuations.valued_at",
      "valuations.expires_at",
      "departments.code",
      "departments.slug",
      "departments.name",
      "departments.telephone",
      "departments.email",
    ])
    .where("valuations.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    vehicle: valuationVehicle.parse(JSON.parse(row.vehicle_json)),
    mileage: row.mileage,
    service_history: serviceHistory.parse(row.service_history),
    previous_keepers: row.previous_keepers,
    condition: valuationCondition.parse(JSON.parse(row.condition_json)),
    cap_below: row.cap_below,
    cap_average: row.cap_average,
    valued_at: row.valued_at,
    expires_at: row.expires_at,
    department: {
      code: row.code,
      slug: row.slug,
      name: row.name,
      telephone: row.telephone,
      email: row.email,
    },
  };
}
