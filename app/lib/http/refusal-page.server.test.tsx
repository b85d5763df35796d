import { expect, it } from "vitest";
import { refusalPage } from "./refusal-page.server";

// Drawn before any route runs, so outside Remix's router: its links must not need one (ADR 325).
it("draws a refused request's page with the three ways on as plain links", () => {
  const html = refusalPage(
    { status: 405, heading: "This page does not take forms", message: "Nothing was sent." },
    "/build/tailwind.css",
  );
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html).toContain("<h1");
  expect(html).toContain("This page does not take forms");
  for (const [href, label] of [
    ["/", "Home"],
    ["/used/cars/search", "Find a vehicle"],
    ["/contact/", "Get in touch"],
  ])
    expect(html).toMatch(new RegExp(`<a href="${href}" class="btn-[a-z]+">${label}</a>`));
});
