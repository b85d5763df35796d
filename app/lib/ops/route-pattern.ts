import { matchRoutes } from "@remix-run/react";

type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** A route as the server build lists it (build.routes). */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

export interface RequestRoute {
  /** The Remix route id that answers; none for a built asset or a file. */
  id?: string;
  /** What requests are counted under (metrics): the route's path pattern, so labels stay as few as the routes. */
  pattern: string;
  /** The path as a log line gives it (docs/decisions/230-operability.md). */
  loggedPath: string;
}

/**
 * Parts of an address that are a secret (an e-mail link's token, a reservation's or valuation's id that shows it)
 * or what a visitor typed (a search): a log line gives the route's pattern instead of such an address.
 */
const PRIVATE_PARAMS = new Set(["token", "id", "term", "query"]);

function tree(routes: Record<string, BuildRoute | undefined>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : tree(routes, route.id),
    })) as RouteObject[];
}

/**
 * Which route a request goes to, by the same matching Remix does, for the request log and the metrics. Built assets
 * and files (a path with an extension that no route but the catch-all takes) are counted together.
 */
export function routeOfRequest(
  routes: Record<string, BuildRoute | undefined>,
  { assetsPath }: { assetsPath: string },
): (pathname: string) => RequestRoute {
  const routeTree = tree(routes);
  return (pathname) => {
    if (pathname.startsWith(assetsPath)) return { pattern: `${assetsPath}*`, loggedPath: pathname };
    const matches = matchRoutes(routeTree, pathname) ?? [];
    const leaf = matches[matches.length - 1];
    const segments = matches.map((match) => match.route.path ?? "").filter(Boolean);
    const pattern = `/${segments.join("/")}`.replace(/\/+/g, "/");
    if (!leaf || (pattern === "/*" && /\.[A-Za-z0-9]+$/.test(pathname)))
      return { pattern: "file", loggedPath: pathname };
    const secret = Object.keys(leaf.params).some((name) => PRIVATE_PARAMS.has(name));
    return { id: leaf.route.id, pattern, loggedPath: secret ? pattern : pathname };
  };
}
