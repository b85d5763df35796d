import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { alertFrequencies, savedSearchName } from "@contract/saved-searches";

/**
 * The forms of saved searches (remix-validated-form, one validator each; the page's action tells them apart by
 * subaction). A search is saved from what the results page's loader built, never from a URL the post names: the post
 * carries the query only so the action can load that search again and keep its canonical form.
 */
export const SAVED_SEARCHES_PATH = "/saved-searches";

const searchId = z.string().max(100);

export const saveSearchValidator = withZod(z.object({ query: z.string().max(4000).default("") }));
export const renameSearchValidator = withZod(z.object({ id: searchId, name: savedSearchName }));
export const deleteSearchValidator = withZod(z.object({ id: searchId }));
export const searchAlertsValidator = withZod(z.object({ id: searchId, alerts: z.enum(alertFrequencies) }));

export type SavedSearchSubaction = "save" | "rename" | "delete" | "alerts";
export const isSavedSearchSubaction = (value: unknown): value is SavedSearchSubaction =>
  value === "save" || value === "rename" || value === "delete" || value === "alerts";

/** How often alerts come, as the shopper reads it. */
export const ALERT_CHOICES: { value: (typeof alertFrequencies)[number]; label: string }[] = [
  { value: "off", label: "No e-mails" },
  { value: "instant", label: "As soon as a car arrives" },
  { value: "daily", label: "Once a day" },
  { value: "weekly", label: "Once a week" },
];
