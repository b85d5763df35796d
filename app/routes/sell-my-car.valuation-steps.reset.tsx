import { redirect } from "@remix-run/node";
import { forgetAnswers } from "~/lib/valuation/cookie.server";
import { WIZARD_PATHS } from "~/lib/valuation/steps";

/** 'Reset Valuation': forgets the car, branch, mileage and every answer, and starts again at step 1. */
export async function action() {
  return redirect(WIZARD_PATHS.vehicle, { status: 303, headers: { "Set-Cookie": await forgetAnswers() } });
}

/** The reset is a POST; an address typed or followed here goes to step 1, changing nothing. */
export const loader = () => redirect(WIZARD_PATHS.vehicle);
