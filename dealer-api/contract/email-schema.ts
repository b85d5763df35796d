import { z } from "zod";
import { emailAddressProblem } from "./email-address";

/**
 * An e-mail address by the one rule of the site and the dealer API (email-address.ts), trimmed, in its words: the zod
 * form of the rule, for the API's calls that take an address and the site's forms that check with a zod schema (the
 * account forms, the valuation). Kept apart from email-address.ts so the enquiry forms' rules download no zod.
 */
export const emailAddress = z.string().transform((value, ctx) => {
  const problem = emailAddressProblem(value);
  if (problem === undefined) return value.trim();
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  return z.NEVER;
});
