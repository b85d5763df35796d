// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { validatePost } from "~/lib/forms/validate-post.server";
import { vehicleValidator } from "~/lib/valuation/validators";
import ValueMyVehicle from "~/routes/sell-my-car.valuation-steps._index";

afterEach(cleanup);
// Each wait is on a condition (the loader's answer, the summary taking focus); on a 2-core machine busy with the rest
// of the suite, the step's first render and check can take more than the library's default second.
configure({ asyncUtilTimeout: 10_000 });
// The router posts with Node's fetch Request, which takes only Node's own URLSearchParams, not jsdom's.
beforeAll(() => {
  globalThis.URLSearchParams = NodeURLSearchParams as typeof URLSearchParams;
});

const BRANCHES = [
  { value: "LDS", label: "Leeds" },
  { value: "YRK", label: "York" },
];
const STEP = "/sell-my-car/valuation-steps";

/**
 * The wizard's first step as a shopper meets it with JavaScript: the route's own page, its loader's answer given here,
 * and an action that checks the post with the step's validator (as the route's does) and then refuses the
 * registration, as the dealer API does when a visitor has looked up too many.
 */
function setup(values = { vrm: "", mileage: "", department: "" }) {
  const posts: Record<string, string>[] = [];
  const router = createMemoryRouter(
    [
      {
        id: "step",
        path: STEP,
        loader: () => ({ values, options: BRANCHES, action: STEP, unavailable: false }),
        action: async ({ request }) => {
          const post = await validatePost(
            request.clone(),
            vehicleValidator(BRANCHES.map((branch) => branch.value)),
          );
          posts.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
          if (!post.ok) return post.answer;
          return post.refuse({ vrm: "Too many look-ups: try again in 10 minutes" }, { status: 429 });
        },
        element: <ValueMyVehicle />,
      },
    ],
    { initialEntries: [STEP] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return posts;
}

/**
 * The step once its loader has answered and the form's effects have run (the library sets the form up in effects): a
 * click before then can be lost.
 */
async function ready() {
  await screen.findByRole("button", { name: "Find my vehicle" });
  await act(async () => {});
}

const registration = () => screen.getByLabelText(/Vehicle registration/) as HTMLInputElement;
const mileage = () => screen.getByLabelText(/Current mileage/) as HTMLInputElement;
const branch = () => screen.getByLabelText(/Preferred branch/) as HTMLSelectElement;
const send = () => fireEvent.click(screen.getByRole("button", { name: "Find my vehicle" }));
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const summary = () => screen.getByRole("alert", { name: "There is a problem" });
const summaryLinks = () =>
  Array.from(summary().querySelectorAll("a")).map((link) => [link.textContent, link.getAttribute("href")]);

describe("Value my vehicle (the valuation's first step)", () => {
  it("sent empty: nothing is posted; the summary lists registration, mileage and branch in the form's order", async () => {
    const posts = setup();
    await ready();
    send();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summaryLinks().map(([, href]) => href)).toEqual([
      `#${registration().id}`,
      `#${mileage().id}`,
      `#${branch().id}`,
    ]);
    expect(summaryLinks().map(([text]) => text)).toContain("Select your preferred branch");
    expect(registration().getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
  });

  it("a registration and mileage that break the rules say what to do, and keep what was typed", async () => {
    setup();
    await ready();
    type(registration(), "NOT A PLATE!!");
    type(mileage(), "forty thousand");
    fireEvent.change(branch(), { target: { value: "YRK" } });
    send();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summaryLinks().map(([, href]) => href)).toEqual([`#${registration().id}`, `#${mileage().id}`]);
    expect(registration().value).toBe("NOT A PLATE!!");
    expect(mileage().value).toBe("forty thousand");
    expect(branch().value).toBe("YRK");
    // Typing into a field clears its message and leaves the other's.
    type(mileage(), "40000");
    await waitFor(() => expect(mileage().getAttribute("aria-invalid")).toBeNull());
    expect(registration().getAttribute("aria-invalid")).toBe("true");
  });

  it("a right answer is posted; the step's refusal comes back on the registration, with the answers kept", async () => {
    const posts = setup({ vrm: "yd18 wbw", mileage: "45000", department: "LDS" });
    await ready();
    // The answers the loader gives (the home page's car-worth form, or the step done before) fill the form in.
    expect([registration().value, mileage().value, branch().value]).toEqual(["yd18 wbw", "45000", "LDS"]);
    send();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ vrm: "yd18 wbw", mileage: "45000", department: "LDS" });
    expect(summaryLinks()).toEqual([["Too many look-ups: try again in 10 minutes", `#${registration().id}`]]);
    expect([registration().value, mileage().value, branch().value]).toEqual(["yd18 wbw", "45000", "LDS"]);
  });
});
