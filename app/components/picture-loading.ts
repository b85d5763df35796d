import type { ImgHTMLAttributes } from "react";

/**
 * How a picture loads. Pictures at the top of a page (a phone's largest paint is one of them) load at once and as
 * urgently as the page's scripts: without fetchpriority="high" Chrome holds images back while the scripts download,
 * and a car's first picture arrived after all 56 of them (Lighthouse, docs/benchmarks.md). The rest load as they near
 * the screen. React 18 passes the attribute only by its HTML name (React 19 knows it as fetchPriority).
 */
export function pictureLoading(atTop: boolean): ImgHTMLAttributes<HTMLImageElement> {
  return atTop ? { loading: "eager", ...HIGH_FETCH_PRIORITY } : { loading: "lazy" };
}

/** `fetchpriority="high"` for an element React 18 knows no such prop of (spread into its props). */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as object;
