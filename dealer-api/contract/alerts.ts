import { z } from "zod";
import { flat } from "./envelope";

/**
 * The one-click unsubscribe of an alert e-mail (issue 36; docs/decisions/333-alert-job.md; dealer-api/README.md
 * "Alerts"). No sign-in: the signed token of the e-mail's link (dealer-api/mail/unsubscribe-token.ts) is the authority.
 * `GET /api/alerts/unsubscribe?token=…` says what it would stop; `POST /api/alerts/unsubscribe` `{ token }` stops it:
 * a saved search's alerts are turned off, a followed car is followed no more. Both answer 404 for a token that is not
 * ours (tampered, or signed with another secret) or whose search is gone or is no longer that customer's. A POST made
 * twice answers the same; a car already unfollowed answers its name still.
 */

/** The longest token read (a real one is about 150 characters). */
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 600;

export const unsubscribeKinds = ["search", "car"] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

export const unsubscribeRequest = z
  .object({ token: z.string().min(1).max(MAX_UNSUBSCRIBE_TOKEN_LENGTH) })
  .strict();
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequest>;

/** What the link stops: the search's name (as the customer named it: plain text), or the car's name. */
export const unsubscribeTarget = z.object({ kind: z.enum(unsubscribeKinds), name: z.string() });
export type UnsubscribeTarget = z.infer<typeof unsubscribeTarget>;

/** The answer of both GET and POST /api/alerts/unsubscribe. */
export const unsubscribeAnswer = flat(unsubscribeTarget);

/** The 404's message: the same for a bad token and for one whose search is gone. */
export const NO_SUCH_SUBSCRIPTION = "That unsubscribe link is not valid, or what it was for is gone";
