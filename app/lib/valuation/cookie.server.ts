import { createCookie, type Cookie } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { wizardAnswers, type WizardAnswers } from "./answers.server";

/**
 * The valuation wizard keeps its answers in a cookie of its own (GOV.UK question pages: each step a POST that
 * redirects), signed, only sent to /sell-my-car and kept for a day: a seller can leave and come back, and the
 * visitor session (favourites, finance basis) is not written by the wizard.
 */
let cookie: Cookie | undefined;

function valuationCookie(): Cookie {
  const env = getEnv();
  cookie ??= createCookie("__valuation", {
    httpOnly: true,
    sameSite: "lax",
    path: "/sell-my-car",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.SESSION_SECRETS,
    maxAge: 60 * 60 * 24,
  });
  return cookie;
}

/** The answers so far; none when there is no cookie, or one from an older shape of the wizard. */
export async function readAnswers(request: Request): Promise<WizardAnswers> {
  const value: unknown = await valuationCookie().parse(request.headers.get("Cookie"));
  const parsed = wizardAnswers.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The Set-Cookie header that keeps these answers. */
export function keepAnswers(answers: WizardAnswers): Promise<string> {
  return valuationCookie().serialize(answers);
}

/** The Set-Cookie header that forgets every answer (Reset Valuation). */
export function forgetAnswers(): Promise<string> {
  return valuationCookie().serialize({}, { maxAge: 0 });
}
