import pino from "pino";
import { errorFields } from "@contract/observability";
import { currentRequestId } from "~/dealer/request-context.server";
import { getEnv } from "~/lib/env.server";

/**
 * The site's log: one JSON object per line on stdout, for the hosting's log collector (docs/decisions/230-operability.md).
 * A line written while a request is answered names its request id; an error (`{ err }`) is logged with its type,
 * message, stack and causes, without personal data (dealer-api/contract/observability.ts).
 */
export function createLog(destination?: pino.DestinationStream) {
  const env = getEnv();
  return pino(
    {
      base: { service: "site" },
      level: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

export const log = createLog();
