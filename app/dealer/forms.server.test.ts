import { setTransport } from "./transport.server";
import { cancelReservation, getCheckoutSession, getReservation, submitEnquiry } from "./forms.server";

afterEach(() => setTransport(undefined));

const payload = { form_id: 7, first_name: "Jane" };

it("passes the visitor's address for the rate limit and answers the success message", async () => {
  let seen: Request | undefined;
  setTransport(async (request) => {
    seen = request;
    return Response.json({ data: { id: 1, message: "Thank you, Jane." } }, { status: 201 });
  });
  await expect(submitEnquiry(payload, "203.0.113.7")).resolves.toEqual({
    ok: true,
    value: "Thank you, Jane.",
  });
  expect(seen?.headers.get("X-Client-Id")).toBe("203.0.113.7");
  expect(new URL(seen!.url).pathname).toBe("/api/form/submit");
});

it("tells field errors, refusals and failures apart", async () => {
  setTransport(async () =>
    Response.json(
      {
        error: {
          status: 400,
          message: "There is a problem with 1 answer",
          fields: { email: "Enter your email address" },
        },
      },
      { status: 400 },
    ),
  );
  expect(await submitEnquiry(payload, null)).toEqual({
    ok: false,
    kind: "invalid",
    message: "There is a problem with 1 answer",
    fields: { email: "Enter your email address" },
  });
  setTransport(async () =>
    Response.json({ error: { status: 409, message: "Already reserved." } }, { status: 409 }),
  );
  expect(await cancelReservation("cs_test_x")).toEqual({
    ok: false,
    kind: "unavailable",
    message: "Already reserved.",
  });
  setTransport(async () => new Response("oops", { status: 502 }));
  expect(await submitEnquiry(payload, null)).toEqual({ ok: false, kind: "failed" });
  setTransport(async () => {
    throw new TypeError("fetch failed");
  });
  expect(await submitEnquiry(payload, null)).toEqual({ ok: false, kind: "failed" });
});

it("answers undefined for a reservation that does not exist", async () => {
  setTransport(async () =>
    Response.json({ error: { status: 404, message: "Reservation not found" } }, { status: 404 }),
  );
  await expect(getReservation("00000000-0000-4000-8000-000000000000")).resolves.toBeUndefined();
});

it("answers undefined for an id that cannot be one, without asking the dealer API", async () => {
  let asked = 0;
  setTransport(async () => {
    asked += 1;
    throw new TypeError("fetch failed");
  });
  for (const id of ["<script>", "a/b", "", "x".repeat(101)]) {
    await expect(getReservation(id)).resolves.toBeUndefined();
    await expect(getCheckoutSession(id)).resolves.toBeUndefined();
  }
  expect(asked).toBe(0);
  // A well-formed id is asked about, and the dealer API's failure is the caller's to handle.
  await expect(getReservation("00000000-0000-4000-8000-000000000000")).rejects.toThrow();
  expect(asked).toBe(1);
});
