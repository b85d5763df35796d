import { dealerHealth } from "~/dealer/health.server";

const WHAT_FAILED = {
  "dealer-api": "Dealer API unreachable",
  database: "Dealer database not answering",
} as const;

/**
 * For the container's and the load balancer's health checks: 200 "OK" while the site can reach the dealer API and its
 * database answers, else 503 naming the part that failed. Never kept by any cache.
 */
export async function loader() {
  const health = await dealerHealth();
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (health === "ok") return new Response("OK", { headers });
  return new Response(WHAT_FAILED[health], { status: 503, headers });
}
