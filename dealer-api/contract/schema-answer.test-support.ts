/** A schema's answer as the forms show it, for the contract's tests: the value, or each field's first message. */
export function check(schema: { safeParse: (value: unknown) => unknown }, values: Record<string, unknown>) {
  const parsed = schema.safeParse(values) as
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } };
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}
