import { safeRedirect } from "~/lib/safe-redirect";

/**
 * The rule for the page to return to after signing in: a relative path of letters, digits and @ - % _ ~ /,
 * optionally with a query and a fragment. Checked on the value that will be sent, after normalising (safeRedirect),
 * so "//evil.example", "/\evil.example" and "/.//evil.example" all come home.
 */
const RETURN_PATH = /^\/[A-Za-z0-9@\-%_~/.]*(\?[^#\s]*)?(#\S*)?$/;

export function returnTarget(value: FormDataEntryValue | string | null | undefined): string {
  const normalised = safeRedirect(value, "/");
  return RETURN_PATH.test(normalised) ? normalised : "/";
}
