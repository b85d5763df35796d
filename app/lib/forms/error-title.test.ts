import { describe, expect, it } from "vitest";
import { answersFormPost, errorTitle } from "./error-title";

describe("errorTitle", () => {
  it('starts the title with "Error: " while the page shows errors', () => {
    expect(errorTitle("Sign in | Northway Cars", true)).toBe("Error: Sign in | Northway Cars");
    expect(errorTitle("Sign in | Northway Cars", false)).toBe("Sign in | Northway Cars");
  });

  it("never says it twice", () => {
    expect(errorTitle("Error: Sign in | Northway Cars", true)).toBe("Error: Sign in | Northway Cars");
  });
});

describe("answersFormPost", () => {
  const page = { id: "routes/login", data: { answersFormPost: true } };

  it("reads the root loader's answer, and only the root's", () => {
    expect(answersFormPost([{ id: "root", data: { answersFormPost: true } }, page])).toBe(true);
    expect(answersFormPost([{ id: "root", data: { answersFormPost: false } }, page])).toBe(false);
    expect(answersFormPost([page])).toBe(false);
  });

  it("is no answer to a post when the root has no data (its loader failed)", () => {
    expect(answersFormPost([{ id: "root", data: undefined }])).toBe(false);
    expect(answersFormPost([{ id: "root", data: { answersFormPost: "yes" } }])).toBe(false);
  });
});
