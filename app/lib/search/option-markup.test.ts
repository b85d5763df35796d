import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { optionMarkup } from "./option-markup";

describe("optionMarkup", () => {
  const choices = [
    { value: "5000", label: "Up to £5,000", count: 12 },
    { value: "a&b", label: `Tom's "best" <cars>`, count: 0 },
    { value: "x", label: "No count" },
  ];

  it("writes what React writes for the same options", () => {
    const react = renderToStaticMarkup(
      createElement(
        "select",
        { value: "a&b", onChange: () => undefined },
        createElement("option", { value: "" }, "Any"),
        ...choices.map((choice) =>
          createElement(
            "option",
            { key: choice.value, value: choice.value },
            choice.count === undefined ? choice.label : `${choice.label} (${choice.count})`,
          ),
        ),
      ),
    );
    expect(`<select>${optionMarkup(choices, "Any", "a&b")}</select>`).toBe(react);
  });

  it("marks the chosen option, or 'Any' when nothing is chosen, and can leave 'Any' out", () => {
    expect(optionMarkup(choices.slice(0, 1), "Any", "")).toBe(
      '<option value="" selected="">Any</option><option value="5000">Up to £5,000 (12)</option>',
    );
    expect(optionMarkup(choices.slice(0, 1), null, "5000")).toBe(
      '<option value="5000" selected="">Up to £5,000 (12)</option>',
    );
  });
});
