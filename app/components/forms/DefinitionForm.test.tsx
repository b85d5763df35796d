// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { FormField } from "@contract/forms";
import { escapeHtml } from "~/lib/safe-html";
import type { FormView } from "~/lib/forms/view";
import { DefinitionForm } from "./DefinitionForm";

afterEach(cleanup);

const field = (name: string, label: string, type: FormField["type"], required = true): FormField => ({
  id: 0,
  name,
  type,
  label,
  placeholder: "",
  required,
  options: [],
  hint: null,
  autocomplete: null,
});

const view: FormView = {
  definition: {
    id: 7,
    form_title: "Have an enquiry?",
    fields: [
      field("first_name", "First name", "text"),
      field("email", "Email address", "email"),
      field("message", "Your message", "textarea", false),
    ],
    terms: { terms: escapeHtml("Our terms."), label: "I agree to the terms and conditions" },
    opt_in: [],
    opt_in_description: "",
    force_terms: true,
    submit_text: "Send enquiry",
  },
  context: { key: "form-7", action: "/enquiry", redirectTo: "/contact" },
};

/** The form in a page, with JavaScript: checked in the browser when sent (nothing reaches the action here). */
function setup() {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/contact",
        action: () => {
          throw new Error("an invalid form must not be posted");
        },
        element: <DefinitionForm view={view} />,
      },
    ],
    { initialEntries: ["/contact"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
const summary = () => screen.getByRole("alert", { name: "There is a problem" });
const messageOf = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text?.startsWith("Error: "));

describe("DefinitionForm's fields (useField)", () => {
  it("sent with problems: the summary links to each field in order, each field shows its message", async () => {
    setup();
    fireEvent.change(input(/Email address/), { target: { value: "name@example" } });
    send();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Enter your first name", `#${input(/First name/).id}`],
      [
        "Enter an email address in the correct format, like name@example.com",
        `#${input(/Email address/).id}`,
      ],
      ["Tick the box to agree to the terms and conditions", `#${input(/I agree/).id}`],
    ]);
    expect(messageOf(input(/First name/))).toBe("Error: Enter your first name");
    expect(input(/First name/).getAttribute("aria-invalid")).toBe("true");
    // What was typed stays.
    expect(input(/Email address/).value).toBe("name@example");
    expect(input(/Your message/).getAttribute("aria-invalid")).toBeNull();
  });

  it("typing into a field clears its error and leaves the others", async () => {
    setup();
    send();
    await waitFor(() => expect(summary()).toBeTruthy());
    fireEvent.change(input(/First name/), { target: { value: "P" } });
    await waitFor(() => expect(input(/First name/).getAttribute("aria-invalid")).toBeNull());
    expect(messageOf(input(/First name/))).toBeUndefined();
    expect(summary().textContent).not.toContain("Enter your first name");
    expect(messageOf(input(/Email address/))).toBe("Error: Enter your email address");
  });

  it("nothing is checked before the form is sent: leaving a field empty shows no error", () => {
    setup();
    fireEvent.focus(input(/First name/));
    fireEvent.blur(input(/First name/));
    fireEvent.change(input(/Email address/), { target: { value: "not yet" } });
    fireEvent.blur(input(/Email address/));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input(/Email address/).getAttribute("aria-invalid")).toBeNull();
  });
});
