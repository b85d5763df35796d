import { errorFields, incomingRequestId, isSafeRequestId, withoutPersonalData } from "./observability";

describe("the request id a request carries (docs/decisions/230-operability.md)", () => {
  it.each(["3f2b9c1e-8d7a-4b1c-9e2f-0a1b2c3d4e5f", "abcdefgh", "req_01.HX-2:z"])(
    "takes a short token of letters, digits and . _ : - (%s)",
    (id) => expect(isSafeRequestId(id)).toBe(true),
  );

  it.each([
    ["empty", ""],
    ["too short", "abc"],
    ["too long", "a".repeat(65)],
    ["a space", "abc defgh"],
    ["a new line (a forged log line)", 'abcdefgh\n{"level":"error"}'],
    ["an e-mail address", "someone@example.com"],
    ["quotes", 'abcdefgh"x'],
  ])("refuses %s", (_what, id) => expect(isSafeRequestId(id)).toBe(false));

  it("keeps an incoming safe id only when it comes from a trusted sender", () => {
    const generate = () => "generated-id";
    expect(incomingRequestId("from-the-proxy-1", { trusted: true, generate })).toBe("from-the-proxy-1");
    expect(incomingRequestId("from-the-proxy-1", { trusted: false, generate })).toBe("generated-id");
    expect(incomingRequestId("bad id", { trusted: true, generate })).toBe("generated-id");
    expect(incomingRequestId(undefined, { trusted: true, generate })).toBe("generated-id");
    expect(incomingRequestId(["first-id-123", "second-id-456"], { trusted: true, generate })).toBe(
      "generated-id",
    );
  });
});

describe("what a log line or error report may say", () => {
  it("blanks e-mail addresses, phone numbers and postcodes", () => {
    expect(
      withoutPersonalData("no account for jo.bloggs+cars@example.co.uk, call 07700 900123 near LS11 8BU"),
    ).toBe("no account for [e-mail], call [number] near [postcode]");
  });

  it("keeps the words of an ordinary error", () => {
    expect(withoutPersonalData("No answer within 8000 ms (/api/v2/vehicle-search)")).toBe(
      "No answer within 8000 ms (/api/v2/vehicle-search)",
    );
  });

  it("gives an error's type, message, stack and causes, without personal data", () => {
    const cause = new TypeError("connect ECONNREFUSED 127.0.0.1:4000");
    const error = new Error("Sign-in failed for jo@example.com", { cause });
    const fields = errorFields(error);
    expect(fields).toMatchObject({
      type: "Error",
      message: "Sign-in failed for [e-mail]",
      cause: { type: "TypeError", message: "connect ECONNREFUSED 127.0.0.1:4000" },
    });
    expect(fields.stack).toMatch(/^Error: Sign-in failed for \[e-mail\]\n\s+at /);
    expect(JSON.stringify(fields)).not.toContain("jo@example.com");
  });

  it("describes what is thrown that is not an Error", () => {
    expect(errorFields("jo@example.com broke it")).toEqual({
      type: "string",
      message: "[e-mail] broke it",
    });
  });

  it("stops following causes after a few", () => {
    const loop = new Error("loop");
    (loop as { cause?: unknown }).cause = loop;
    expect(JSON.stringify(errorFields(loop)).match(/"loop"/g)?.length).toBeLessThanOrEqual(4);
  });
});
