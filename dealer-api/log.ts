import pino from "pino";
import { errorFields } from "./contract/observability";

export type DealerLog = pino.Logger;

/**
 * The dealer API's log: one JSON object per line on stdout, like the site's (app/lib/ops/log.server.ts), named
 * `dealer-api`, so that one collector reads both and one request id finds the lines of both
 * (docs/decisions/230-operability.md). LOG_LEVEL as for the site; silent in tests.
 */
export function createDealerLog(
  destination?: pino.DestinationStream,
  env: { LOG_LEVEL?: string; NODE_ENV?: string } = process.env,
) {
  return pino(
    {
      base: { service: "dealer-api" },
      level: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
    },
    destination,
  );
}
