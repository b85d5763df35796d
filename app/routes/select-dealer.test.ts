import { beforeEach, describe, expect, it, vi } from "vitest";
import { getVisitorSession, takeFlash } from "~/sessions.server";
import { leeds, york } from "~/components/shell/test-utils";
import { getDepartments } from "~/dealer/content.server";
import { DealerApiError } from "~/dealer/errors";
import { action, loader } from "./select-dealer";

vi.mock("~/dealer/content.server", () => ({ getDepartments: vi.fn(async () => [leeds, york]) }));

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

function post(fields: Record<string, string>) {
  return new Request("http://localhost/select-dealer", { method: "POST", body: new URLSearchParams(fields) });
}

/** The next page's request, carrying every cookie the answer set. */
function nextRequest(response: Response) {
  const cookies = response.headers.getSetCookie().map((header) => header.split(";")[0]);
  return new Request("http://localhost/", { headers: { Cookie: cookies.join("; ") } });
}

async function run(fields: Record<string, string>) {
  const response = (await action({ request: post(fields), params: {}, context: {} })) as Response;
  const next = nextRequest(response);
  return { response, session: await getVisitorSession(next), flash: (await takeFlash(next)).flash };
}

describe("select-dealer", () => {
  it("redirects a GET home", () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("stores the branch, flashes a confirmation and returns to the page", async () => {
    const { response, session, flash } = await run({
      dealer: "york",
      redirectTo: "/used/cars/search?make=ford",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/used/cars/search?make=ford");
    expect(session.get("selectedDealer")).toBe("york");
    expect(flash).toEqual({
      kind: "success",
      message: "Your branch is now Northway Cars York",
    });
  });

  it("matches the slug case-insensitively", async () => {
    const { session } = await run({ dealer: " LEEDS ", redirectTo: "/" });
    expect(session.get("selectedDealer")).toBe("leeds");
  });

  it("keeps the old branch and explains when the slug is unknown or missing", async () => {
    const cases: Record<string, string>[] = [{ dealer: "atlantis" }, {}];
    for (const fields of cases) {
      const { response, session, flash } = await run({ ...fields, redirectTo: "/contact" });
      expect(response.headers.get("Location")).toBe("/contact");
      expect(session.get("selectedDealer")).toBeUndefined();
      expect(flash).toEqual({ kind: "error", message: "Choose your nearest branch" });
    }
  });

  it("goes back with a message when the branches cannot be loaded, keeping the branch chosen before", async () => {
    vi.mocked(getDepartments).mockRejectedValueOnce(
      new DealerApiError("unavailable", "/api/departments", "Dealer API unreachable"),
    );
    const { response, session, flash } = await run({ dealer: "york", redirectTo: "/favourites" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/favourites");
    expect(session.get("selectedDealer")).toBeUndefined();
    expect(flash).toEqual({
      kind: "error",
      message: "We couldn't change your branch just now. Please try again in a few minutes.",
    });
  });

  it("never redirects off the site", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const { response } = await run({ dealer: "leeds", redirectTo });
      expect(response.headers.get("Location")).toBe("/");
    }
  });
});
