// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary } from "./ErrorSummary";

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrollIntoView; following a link scrolls its field's block into view.
Element.prototype.scrollIntoView = () => undefined;

describe("ErrorSummary", () => {
  it("says there is a problem, lists each error as a link, and following one puts the cursor in its field", () => {
    render(
      <form>
        <ErrorSummary
          formKey="login"
          errors={[
            ["email", "Enter your email address"],
            ["password", "Enter your password"],
          ]}
          headingLevel={2}
          boxRef={null}
        />
        <label htmlFor="login-email">Email address</label>
        <input id="login-email" name="email" />
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" />
      </form>,
    );
    const summary = screen.getByRole("alert", { name: "There is a problem" });
    expect(screen.getByRole("heading", { level: 2, name: "There is a problem" })).toBeTruthy();
    // Focusable, so the form can move focus to it after a failed try (without JavaScript: autofocus).
    expect(summary.getAttribute("tabindex")).toBe("-1");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Enter your email address", "#login-email"],
      ["Enter your password", "#login-password"],
    ]);
    fireEvent.click(links[1]);
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
  });
});
