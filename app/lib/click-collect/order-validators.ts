import { z } from "zod";
import { withZod } from "@remix-validated-form/with-zod";
import { collectionForm, complianceForm, paymentForm } from "@contract/order-forms";
import type { BranchTimes } from "@contract/collection-slots";

/**
 * The order page's forms (docs/decisions/317-forms-on-validated-form.md): one page, several forms, each posted to the
 * one action as a remix-validated-form subaction; each checked in the browser and again in the action by the
 * contract's rules (dealer-api/contract/order-forms.ts) before the dealer API checks them once more.
 */
export const ORDER_SUBACTIONS = [
  "start",
  "compliance",
  "partex",
  "paymentMethod",
  "collection",
  "place",
  "cancel",
] as const;
export type OrderSubaction = (typeof ORDER_SUBACTIONS)[number];

export const isOrderSubaction = (value: unknown): value is OrderSubaction =>
  ORDER_SUBACTIONS.includes(value as OrderSubaction);

/** A form whose button is the whole answer (start, place, cancel). */
export const noAnswersValidator = withZod(z.object({}));
/**
 * 'Part exchange': the button pressed says whether the customer's deal's part-exchange goes into the order ("yes") or
 * none does (anything else). Which deal is the session's to say, never the form's (the route's action).
 */
export const partexValidator = withZod(
  z.object({ wanted: z.unknown().transform((value) => value === "yes") }),
);
export const complianceValidator = withZod(complianceForm);
export const paymentValidator = withZod(paymentForm);
/** The branches are the ones the page lists, with their opening hours; `today` is the UK date. */
export const collectionValidator = (branches: readonly (BranchTimes & { code: string })[], today: string) =>
  withZod(collectionForm(branches, today));
