import { errorFields } from "@contract/observability";
import { currentRequestId, currentRoute } from "~/dealer/request-context.server";
import { getEnv } from "~/lib/env.server";
import { log } from "./log.server";

/**
 * What an error-reporting service is sent about an error (ERROR_WEBHOOK_URL, docs/decisions/230-operability.md): which
 * request and route, and the error's type, message, first cause and stack, without personal data.
 */
export interface ErrorReport {
  service: "site";
  time: string;
  requestId?: string;
  route?: string;
  type: string;
  message: string;
  cause?: string;
  stack?: string;
}

export function errorReport(
  error: unknown,
  { requestId, route, at = new Date() }: { requestId?: string; route?: string; at?: Date },
): ErrorReport {
  const fields = errorFields(error);
  return {
    service: "site",
    time: at.toISOString(),
    requestId,
    route,
    type: fields.type,
    message: fields.message,
    cause: fields.cause ? `${fields.cause.type}: ${fields.cause.message}` : undefined,
    stack: fields.stack,
  };
}

const HOOK_TIME_LIMIT_MS = 3000;

/** POSTs one report; a failure of the hook itself goes to onFailure and no further. */
export async function sendErrorReport(
  report: ErrorReport,
  { url, onFailure }: { url: string; onFailure: (error: unknown) => void },
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(HOOK_TIME_LIMIT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the error hook answered ${response.status}`);
  } catch (error) {
    onFailure(error);
  }
}

/**
 * Logs an error the site did not expect, and reports it to ERROR_WEBHOOK_URL when one is set, without waiting for
 * the hook: the visitor's answer never depends on it.
 */
export function reportError(error: unknown, message = "request failed"): void {
  log.error({ err: error }, message);
  const url = getEnv().ERROR_WEBHOOK_URL;
  if (!url) return;
  const report = errorReport(error, { requestId: currentRequestId(), route: currentRoute() });
  void sendErrorReport(report, {
    url,
    onFailure: (failure) => log.warn({ err: failure }, "error report not delivered"),
  });
}
