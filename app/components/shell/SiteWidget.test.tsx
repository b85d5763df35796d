// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteWidget } from "./SiteWidget";
import { renderInRouter } from "./test-utils";

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("SiteWidget", () => {
  it("renders nothing unless enabled", () => {
    renderInRouter(<SiteWidget />);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("links to the credit check and stays dismissed", async () => {
    renderInRouter(<SiteWidget enabled />);
    expect(screen.getByRole("link", { name: /Can I get credit\?/ }).getAttribute("href")).toBe(
      "/can-i-get-credit",
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Dismiss the credit check offer" }));
    });
    expect(screen.queryByRole("complementary")).toBeNull();
    cleanup();
    renderInRouter(<SiteWidget enabled />);
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
