import { describe, expect, it } from "vitest";
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { answerOrNotUpdated, keepPageWhenNotUpdated } from "./tool-answer";

describe("answerOrNotUpdated", () => {
  it("passes the site's answer through, whatever it says", async () => {
    await expect(answerOrNotUpdated(async () => ({ view: { monthly: 201.5 } }))).resolves.toEqual({
      view: { monthly: 201.5 },
    });
    await expect(answerOrNotUpdated(async () => ({ unavailable: true }))).resolves.toEqual({
      unavailable: true,
    });
  });

  it("turns a request that failed on the way into 'not updated'", async () => {
    await expect(answerOrNotUpdated(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual(
      { notUpdated: true },
    );
    await expect(
      answerOrNotUpdated(() => Promise.reject(new Error("<h1>Bad Gateway</h1>"))),
    ).resolves.toEqual({ notUpdated: true });
  });
});

describe("keepPageWhenNotUpdated", () => {
  const args = (actionResult: unknown, defaultShouldRevalidate = true) =>
    ({ actionResult, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

  it("loads nothing again after a post that got no answer", () => {
    expect(keepPageWhenNotUpdated(args({ notUpdated: true }))).toBe(false);
  });

  it("otherwise does what Remix would", () => {
    expect(keepPageWhenNotUpdated(args({ view: {} }))).toBe(true);
    expect(keepPageWhenNotUpdated(args(undefined))).toBe(true);
    expect(keepPageWhenNotUpdated(args({ view: {} }, false))).toBe(false);
    expect(keepPageWhenNotUpdated(args("notUpdated"))).toBe(true);
  });
});
