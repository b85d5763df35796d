import { AnswerTooLarge, isPictureType, readBounded, readBoundedJson } from "./answer-limits.server";

/** A body that sends `chunks` of `size` bytes, one per pull, and records whether it was cancelled. */
function streamed(chunks: number, size: number) {
  const state = { sent: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === chunks) return controller.close();
      state.sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body), state };
}

describe("readBounded", () => {
  it("reads a body within the limit whole", async () => {
    expect((await readBounded(streamed(3, 10).response, 30)).byteLength).toBe(30);
    expect(await readBoundedJson(Response.json({ data: [1, 2] }), 100)).toEqual({ data: [1, 2] });
  });

  it("refuses a body whose stated length is over the limit before reading it", async () => {
    const { response, state } = streamed(1, 10);
    const stated = new Response(response.body, { headers: { "Content-Length": String(64 * 1024 * 1024) } });
    await expect(readBounded(stated, 1024)).rejects.toBeInstanceOf(AnswerTooLarge);
    expect(state.sent).toBe(0);
    expect(state.cancelled).toBe(true);
  });

  it("stops reading, and cancels the body, as soon as it passes the limit", async () => {
    const { response, state } = streamed(1000, 1024);
    await expect(readBounded(response, 4 * 1024)).rejects.toBeInstanceOf(AnswerTooLarge);
    expect(state.sent).toBeLessThanOrEqual(6);
    expect(state.cancelled).toBe(true);
  });

  it("gives up on a body still arriving when the time limit comes, cancelling it", async () => {
    let cancelled = false;
    const drip = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1));
      },
      cancel() {
        cancelled = true;
      },
    });
    const limit = new AbortController();
    const reading = readBounded(new Response(drip), 1024, limit.signal);
    limit.abort(new Error("time is up"));
    await expect(reading).rejects.toThrow("time is up");
    expect(cancelled).toBe(true);
  });
});

describe("isPictureType", () => {
  it.each([
    ["image/svg+xml; charset=utf-8", true],
    ["image/jpeg", true],
    ["IMAGE/PNG", true],
    ["image/webp", true],
    ["text/html; charset=utf-8", false],
    ["application/json", false],
    ["text/javascript", false],
    [null, false],
  ])("%s → %s", (type, picture) => {
    expect(isPictureType(type)).toBe(picture);
  });
});
