import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_AFTER, refusalInit } from "./limited";

describe("refusalInit", () => {
  it("answers a limit with 429 and when to try again", () => {
    expect(refusalInit({ kind: "limited", retryAfter: 120 }, 422)).toEqual({
      status: 429,
      headers: { "Retry-After": "120" },
    });
    expect(refusalInit({ kind: "limited" }, 401).headers).toEqual({
      "Retry-After": String(DEFAULT_RETRY_AFTER),
    });
  });
  it("answers any other refusal with the page's own status", () => {
    expect(refusalInit({ kind: "refused" }, 422)).toEqual({ status: 422 });
  });
});
