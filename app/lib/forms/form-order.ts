import type { Validator } from "remix-validated-form";

/** The names of the answers in the order they came: a post lists a form's fields in the order the page shows them. */
function namesInOrder(data: unknown): string[] {
  if (typeof data !== "object" || data === null) return [];
  if ("keys" in data && typeof data.keys === "function") return [...(data as FormData).keys()];
  return Object.keys(data);
}

/**
 * A validator whose errors come in the form's order, the order the error summary lists them in (GOV.UK). A zod
 * schema's errors come in the order its checks finish, which is not always the order of its keys (a `.pipe` finishes
 * later); the form data, in the browser and in the action alike, lists the fields in the page's order.
 */
export function inFormOrder<T>(validator: Validator<T>): Validator<T> {
  return {
    ...validator,
    validate: async (data) => {
      const result = await validator.validate(data);
      if (!result.error) return result;
      const names = namesInOrder(data);
      const rank = (name: string) => {
        const index = names.findIndex((posted) => posted === name || posted.startsWith(`${name}.`));
        return index === -1 ? names.length : index;
      };
      const fieldErrors = Object.fromEntries(
        Object.entries(result.error.fieldErrors).sort(([a], [b]) => rank(a) - rank(b)),
      );
      return { ...result, error: { ...result.error, fieldErrors } };
    },
  };
}
