import { Hono } from "hono";
import type { ApiError } from "../contract/envelope";
import { lookUpPlace } from "./look-up";
import type { PlaceFinder } from "./place-finder";

/** GET /api/places/{postcode}: where a postcode is and how far each branch is from it. */
export function placeRoutes({ places }: { places: PlaceFinder }): Hono {
  const app = new Hono();
  app.get("/api/places/:postcode", async (c) => {
    const looked = await lookUpPlace(places, c.req.param("postcode"));
    if (looked.ok) return c.json({ data: looked.place });
    const body: ApiError = { error: { status: looked.status, message: looked.message } };
    return c.json(body, looked.status);
  });
  return app;
}
