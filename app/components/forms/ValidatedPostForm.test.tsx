// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { loginValidator } from "~/lib/account/forms";
import { validatePost } from "~/lib/forms/validate-post.server";
import { ValidatedPostForm } from "./ValidatedPostForm";
import { TextField } from "./fields";

afterEach(cleanup);
// The router posts with Node's fetch Request, which takes only Node's own URLSearchParams, not jsdom's.
beforeAll(() => {
  globalThis.URLSearchParams = NodeURLSearchParams as typeof URLSearchParams;
});

/**
 * The form as a shopper meets it with JavaScript: checked in the browser on submit (the contract's rules), then by the
 * action with the same validator (validatePost), whose answer may carry a problem for the step as a whole.
 */
function setup(answerProblem: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/login",
        action: async ({ request }) => {
          const post = await validatePost(request, loginValidator, { withheld: ["password"] });
          if (!post.ok) return post.answer;
          return post.problem(answerProblem, { status: 401 });
        },
        element: (
          <main>
            <ValidatedPostForm validator={loginValidator} action="/login" submit="Sign in" formKey="login">
              <input type="hidden" name="redirectTo" value="/account" />
              <TextField name="email" label="Email address" type="email" />
              <TextField name="password" label="Password" type="password" />
            </ValidatedPostForm>
          </main>
        ),
      },
    ],
    { initialEntries: ["/login"] },
  );
  document.title = "Sign in | Northway Cars";
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const email = () => screen.getByLabelText(/Email address/) as HTMLInputElement;
const password = () => screen.getByLabelText(/Password/) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

const summary = () => screen.getByRole("alert", { name: "There is a problem" });

describe("ValidatedPostForm", () => {
  it("sent empty: the error summary links to each field, each field says what to do, and takes focus", async () => {
    setup("unused");
    send();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Enter your email address", `#${screen.getByLabelText(/Email address/).id}`],
      ["Enter your password", `#${screen.getByLabelText(/Password/).id}`],
    ]);
    const described = email().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Error: Enter your email address");
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(document.title).toBe("Error: Sign in | Northway Cars");
  });

  it("typing into a field clears its error, and no other", async () => {
    setup("unused");
    send();
    await waitFor(() => expect(summary()).toBeTruthy());
    type(email(), "n");
    await waitFor(() => expect(email().getAttribute("aria-invalid")).toBeNull());
    expect(summary().textContent).not.toContain("Enter your email address");
    expect(summary().textContent).toContain("Enter your password");
    expect(password().getAttribute("aria-invalid")).toBe("true");
  });

  it("a wrong address is refused in the contract's words, and what was typed stays", async () => {
    setup("unused");
    type(email(), "name@example");
    type(password(), "secret words");
    send();
    await waitFor(() =>
      expect(summary().textContent).toContain(
        "Enter an email address in the correct format, like name@example.com",
      ),
    );
    expect(email().value).toBe("name@example");
  });

  it("the action's problem for the step shows as an alert; the address stays, the password is emptied", async () => {
    setup("Email address or password is incorrect");
    type(email(), "demo@example.com");
    type(password(), "not the password");
    send();
    const alert = await screen.findByText("Email address or password is incorrect");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(email().value).toBe("demo@example.com");
    expect(password().value).toBe("");
    expect(screen.queryByRole("alert", { name: "There is a problem" })).toBeNull();
  });
});
