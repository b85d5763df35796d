// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContactBlock } from "./ContactBlock";
import { leeds, shellFixture } from "./test-utils";

afterEach(cleanup);

const group = shellFixture().group;

function hoursShown() {
  const hours = screen.getByRole("heading", { name: "Opening hours" }).nextElementSibling!;
  return [...hours.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

describe("ContactBlock", () => {
  it("shows the branch's sales e-mail, phone, opening hours and address", () => {
    render(<ContactBlock department={leeds} group={group} />);
    expect(screen.getByRole("heading", { level: 2, name: "Contact Northway Cars Leeds" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "leeds@northwaycars.co.uk" }).getAttribute("href")).toBe(
      "mailto:leeds@northwaycars.co.uk",
    );
    expect(screen.getByRole("link", { name: "0113 496 0412" }).getAttribute("href")).toBe("tel:01134960412");
    expect(hoursShown()).toEqual([
      ["Monday to Friday", "08:30-19:00"],
      ["Saturday", "09:00-17:00"],
      ["Sunday", "11:00-17:00"],
    ]);
    expect(screen.getByText(/LS11 8BU/).closest("address")).toBeTruthy();
  });

  it("uses the branch's own hours", () => {
    render(
      <ContactBlock
        department={{ ...leeds, sunday_time_open: "00:00", sunday_time_closed: "00:00" }}
        group={group}
      />,
    );
    expect(hoursShown()[2]).toEqual(["Sunday", "Closed"]);
  });

  it("shows no hours of its own when the dealer API publishes none for the group", () => {
    const { opening_times: _published, ...withoutHours } = group;
    render(<ContactBlock department={undefined} group={withoutHours} />);
    expect(screen.queryByText("08:30-19:00")).toBeNull();
    expect(screen.getByRole("link", { name: "see our branches" }).getAttribute("href")).toBe(
      "/contact#branches-heading",
    );
  });

  it("falls back to the group's details and published hours", () => {
    render(<ContactBlock department={undefined} group={group} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Contact Northway Cars" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 4, name: "Opening hours" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "sales@northwaycars.co.uk" })).toBeTruthy();
    expect(hoursShown()[0]).toEqual(["Monday to Friday", "08:30-19:00"]);
    expect(document.querySelector("address")).toBeNull();
  });
});
