import { redirect } from "@remix-run/node";
import { VALUATION_ENTRY } from "~/lib/valuation/steps";

/** A summary address without its valuation names none: the seller starts at the entry page. */
export const loader = () => redirect(VALUATION_ENTRY);
