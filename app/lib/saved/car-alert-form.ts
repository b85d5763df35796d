import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

/** The form that follows a saved car by e-mail, or stops (routes/car-alerts.tsx). */
export const carAlertValidator = withZod(
  z.object({
    vehicle_id: z.coerce.number().int().positive().max(2_147_483_647),
    intent: z.enum(["follow", "stop"]),
  }),
);
