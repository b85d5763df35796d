import { describe, expect, it } from "vitest";
import { loginValidator } from "~/lib/account/forms";
import { validatePost } from "./validate-post.server";

const post = (fields: [string, string][]) =>
  new Request("http://localhost/login", { method: "POST", body: new URLSearchParams(fields) });

describe("validatePost", () => {
  it.each(["__proto__", "constructor", "prototype", "__proto__[polluted]", "constructor.prototype.polluted"])(
    "reads a post with a hostile extra field %s as the form's own fields, never throwing",
    async (name) => {
      const answer = await validatePost(
        post([
          ["email", "shopper@example.co.uk"],
          ["password", "correct horse"],
          [name, "polluted"],
        ]),
        loginValidator,
        { withheld: ["password"] },
      );
      expect(answer.ok).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it("sends back what was typed, never the password, with the errors by field", async () => {
    const answer = await validatePost(
      post([
        ["email", "not an address"],
        ["password", "secret"],
        ["__proto__", "x"],
      ]),
      loginValidator,
      {
        withheld: ["password"],
      },
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.answer.status).toBe(422);
    const body = await answer.answer.json();
    expect(body.repopulateFields).toEqual({ email: "not an address" });
    expect(Object.keys(body.fieldErrors)).toContain("email");
  });
});
