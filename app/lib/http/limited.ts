/**
 * The answer to a refused form post: 429 with `Retry-After` (RFC 9110 §10.2.3; seconds, as the dealer API said) when
 * the refusal was a limit (too many tries), else `otherwise`. Every page's 429 says when to try again.
 */
export function refusalInit(
  result: { kind: string; retryAfter?: number },
  otherwise: number,
): { status: number; headers?: Record<string, string> } {
  if (result.kind !== "limited") return { status: otherwise };
  return { status: 429, headers: { "Retry-After": String(result.retryAfter ?? DEFAULT_RETRY_AFTER) } };
}

/** When the dealer API says no more than "too many": its shortest window, 10 minutes. */
export const DEFAULT_RETRY_AFTER = 600;
