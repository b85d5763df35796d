import { z } from "zod";
import { MIN_DEPOSIT, ORDER_FINANCE_DEFAULTS } from "./click-collect-vocabulary";
import { collectionProblems, type BranchTimes } from "./collection-slots";

/**
 * The click-and-collect order's rules, one per field (docs/decisions/170-accounts-and-click-collect.md,
 * docs/decisions/317-forms-on-validated-form.md): the messages the dealer API answers for each section, and the
 * schemas of the order page's forms, which the site checks in the browser and in its action (remix-validated-form)
 * before the dealer API checks the same rules again. A form's values come as posted: strings, a box left unticked
 * absent.
 */

export const ORDER_MESSAGES = {
  details_confirmed: "Confirm that your details are correct",
  terms_accepted: "Tick the box to agree to the terms and conditions",
  wanted: "Say whether you have a car to part exchange",
  type: "Choose how you want to pay",
  product_type: "Choose hire purchase (HP) or a personal contract purchase (PCP)",
  term: "Choose a term in months",
  deposit: "Enter a deposit in whole pounds",
  mileage: "Choose an annual mileage",
  department_code: "Choose a branch",
  date: "Enter a real collection date",
  time: "Choose a collection time",
} as const;

const grouped = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** A finance deposit: at least MIN_DEPOSIT (spec); the dealer API adds "less than the cash price". */
export function depositProblem(deposit: number): string | undefined {
  return deposit < MIN_DEPOSIT ? `Enter a deposit of at least £${grouped.format(MIN_DEPOSIT)}` : undefined;
}

const formText = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));
/** A box that must be ticked (posted as "yes"). */
const ticked = (message: string) =>
  z
    .unknown()
    .refine((value) => value === "yes", { message })
    .transform(() => true as const);

/** 'Your details': both boxes ticked. */
export const complianceForm = z.object({
  details_confirmed: ticked(ORDER_MESSAGES.details_confirmed),
  terms_accepted: ticked(ORDER_MESSAGES.terms_accepted),
});

/** A whole number as typed ("£1,000" is 1000); NaN when it is not one. */
const whole = (typed: string) => {
  const text = typed.replace(/[£,\s]/g, "");
  return /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * 'How you will pay': cash, or HP or PCP with a term, a deposit and a yearly mileage. Paying cash, the finance fields
 * do not apply (the order's finance choice, or the defaults, stand in for them); the term a product offers and what
 * the lender accepts are the dealer API's to check. Answers the dealer API's body (FinanceOptions).
 */
export const paymentForm = z
  .object({
    payment: formText.pipe(z.enum(["cash", "HP", "PCP"], { message: ORDER_MESSAGES.type })),
    term: formText,
    deposit: formText,
    mileage: formText,
  })
  .transform((form, ctx) => {
    const cash = form.payment === "cash";
    const number = (name: "term" | "deposit" | "mileage") => {
      const value = whole(form[name]);
      return cash && Number.isNaN(value) ? ORDER_FINANCE_DEFAULTS[name] : value;
    };
    const answer = {
      type: cash ? ("cash" as const) : ("finance" as const),
      product_type: form.payment === "HP" ? ("HP" as const) : ("PCP" as const),
      term: number("term"),
      deposit: number("deposit"),
      mileage: number("mileage"),
    };
    if (cash) return answer;
    const problems: [name: "term" | "deposit" | "mileage", message: string | undefined][] = [
      ["term", Number.isNaN(answer.term) ? ORDER_MESSAGES.term : undefined],
      ["deposit", Number.isNaN(answer.deposit) ? ORDER_MESSAGES.deposit : depositProblem(answer.deposit)],
      ["mileage", Number.isNaN(answer.mileage) ? ORDER_MESSAGES.mileage : undefined],
    ];
    for (const [name, message] of problems)
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
    return answer;
  });
export type PaymentForm = z.infer<typeof paymentForm>;

/**
 * 'Collection': one of the branches, a day in the collection window and a time the branch is open that day
 * (collection-slots.ts, the dealer API's own rule). `today` is the UK date.
 */
export function collectionForm(branches: readonly (BranchTimes & { code: string })[], today: string) {
  return z
    .object({
      department_code: formText.pipe(z.string().min(1, ORDER_MESSAGES.department_code)),
      date: formText.pipe(z.string().min(1, ORDER_MESSAGES.date)),
      time: formText.pipe(z.string().min(1, ORDER_MESSAGES.time)),
    })
    .superRefine((answer, ctx) => {
      // An answer missing has its own message already.
      if (!answer.department_code || !answer.date || !answer.time) return;
      const branch = branches.find((each) => each.code === answer.department_code);
      if (!branch) {
        ctx.addIssue({ code: "custom", path: ["department_code"], message: ORDER_MESSAGES.department_code });
        return;
      }
      for (const [name, message] of Object.entries(collectionProblems(branch, answer, today)))
        if (message) ctx.addIssue({ code: "custom", path: [name], message });
    });
}
export type CollectionForm = z.infer<ReturnType<typeof collectionForm>>;
