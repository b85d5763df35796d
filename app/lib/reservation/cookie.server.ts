import { createCookie, type Cookie } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { z } from "zod";
import { NOTHING_KEPT, type KeptReservations } from "./kept";

/** The cookie's value as read back: a part of another shape is read as not there. Server-only (zod stays out of the
 * browser's JavaScript: kept.ts is used by the pages). */
export const keptReservations: z.ZodType<KeptReservations, z.ZodTypeDef, unknown> = z.object({
  own: z.array(z.string()).catch([]),
  paid: z.string().optional().catch(undefined),
});

/**
 * The browser's own reservations, in a signed cookie of their own (docs/decisions/245-reservation-pages-and-the-sale-event.md):
 * written by the reservation and payment posts and by the success page that records the sale, never by other pages,
 * and kept as long as a paid hold lasts.
 */
let cookie: Cookie | undefined;

function reservationsCookie(): Cookie {
  const env = getEnv();
  cookie ??= createCookie("__reservations", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.SESSION_SECRETS,
    maxAge: 60 * 60 * 24 * 8,
  });
  return cookie;
}

export async function readKeptReservations(request: Request): Promise<KeptReservations> {
  const value: unknown = await reservationsCookie().parse(request.headers.get("Cookie"));
  const parsed = keptReservations.safeParse(value ?? NOTHING_KEPT);
  return parsed.success ? parsed.data : NOTHING_KEPT;
}

/** The Set-Cookie header that keeps these reservations. */
export function keepReservations(kept: KeptReservations): Promise<string> {
  return reservationsCookie().serialize(kept);
}
