import { getDepartments } from "~/dealer/content.server";

/** For the container's health check: the site is up and can reach the dealer API. */
export async function loader() {
  try {
    await getDepartments();
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch {
    return new Response("Dealer API unreachable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
