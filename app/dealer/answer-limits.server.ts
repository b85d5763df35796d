/**
 * How much of a dealer API answer the site reads, by kind (docs/decisions/260-dealer-answers.md). Each is many times
 * the largest answer the dealer API gives (a search page of 100 cars is about 350 KB, a car's page 5 KB), and small
 * enough that parsing it cannot hold a page past its time limit.
 */
export const ANSWER_LIMITS = {
  /** Every JSON answer the contract parses. */
  json: 4 * 1024 * 1024,
  /** An error answer's JSON body (its message and field errors). */
  error: 64 * 1024,
  /** A picture for /media. */
  picture: 8 * 1024 * 1024,
} as const;

/** The picture types /media serves: an answer of any other type (HTML, JSON, scripts) is no picture. */
const PICTURE_TYPES = new Set([
  "image/avif",
  "image/gif",
  "image/jpeg",
  "image/png",
  "image/svg+xml",
  "image/webp",
]);

export function isPictureType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && PICTURE_TYPES.has(type);
}

export class AnswerTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Answer over ${limit} bytes`);
    this.name = "AnswerTooLarge";
  }
}

/**
 * The whole body of an answer, refused (AnswerTooLarge, the stream cancelled) as soon as it is known to be over
 * `limit` bytes: by its Content-Length before a byte is read, else once the bytes read pass it. When `signal` (the
 * call's time limit) aborts first, the stream is cancelled and its reason thrown: a slow drip is bounded by time as a
 * large body is by size.
 */
export async function readBounded(
  response: Response,
  limit: number,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLarge(limit);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => {});
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new AnswerTooLarge(limit);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener("abort", stop);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The body read as readBounded does, parsed as JSON (a SyntaxError when it is not). */
export async function readBoundedJson(
  response: Response,
  limit: number,
  signal?: AbortSignal,
): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(await readBounded(response, limit, signal)));
}
