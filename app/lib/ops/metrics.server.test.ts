import { createSiteMetrics, mayReadMetrics } from "./metrics.server";

describe("the site's metrics (Prometheus text format)", () => {
  it("counts requests and their times by method, route pattern and status", async () => {
    const metrics = createSiteMetrics();
    metrics.recordRequest({ method: "GET", route: "/used/:category/:slug", status: 200, seconds: 0.042 });
    metrics.recordRequest({ method: "GET", route: "/used/:category/:slug", status: 200, seconds: 0.3 });
    metrics.recordRequest({ method: "POST", route: "/enquiry", status: 303, seconds: 0.1 });
    const text = await metrics.exposition();
    expect(text).toContain(
      'site_http_requests_total{method="GET",route="/used/:category/:slug",status="200"} 2',
    );
    expect(text).toContain('site_http_requests_total{method="POST",route="/enquiry",status="303"} 1');
    expect(text).toContain(
      'site_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/used/:category/:slug"} 1',
    );
    expect(text).toContain(
      'site_http_request_duration_seconds_count{method="GET",route="/used/:category/:slug"} 2',
    );
    expect(text).toMatch(/# TYPE site_http_request_duration_seconds histogram/);
  });

  it("times dealer API calls by call name and outcome", async () => {
    const metrics = createSiteMetrics();
    metrics.recordDealerCall({ call: "/api/v2/vehicle/:1", outcome: "ok", seconds: 0.012 });
    metrics.recordDealerCall({ call: "/api/v2/vehicle/:1", outcome: "timeout", seconds: 8 });
    const text = await metrics.exposition();
    expect(text).toContain(
      'site_dealer_api_call_duration_seconds_count{call="/api/v2/vehicle/:1",outcome="ok"} 1',
    );
    expect(text).toContain(
      'site_dealer_api_call_duration_seconds_bucket{le="10",call="/api/v2/vehicle/:1",outcome="timeout"} 1',
    );
  });

  it("keeps the process's own figures beside them", async () => {
    const text = await createSiteMetrics({ processMetrics: true }).exposition();
    expect(text).toContain("process_resident_memory_bytes");
  });
});

describe("who may read the metrics", () => {
  const token = "a-long-metrics-token-0123456789";

  it("is someone with the configured token, as a bearer token", () => {
    expect(mayReadMetrics(`Bearer ${token}`, token)).toBe(true);
  });

  it.each([
    ["no Authorization header", undefined],
    ["another token", "Bearer a-long-metrics-token-0123456788"],
    ["the token not as a bearer", token],
    ["a prefix of the token", "Bearer a-long"],
  ])("is not someone with %s", (_what, header) => expect(mayReadMetrics(header, token)).toBe(false));

  it("is nobody when no token is configured", () => {
    expect(mayReadMetrics("Bearer ", undefined)).toBe(false);
    expect(mayReadMetrics("Bearer undefined", undefined)).toBe(false);
  });
});
