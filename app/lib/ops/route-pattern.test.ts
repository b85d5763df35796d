import { routeOfRequest } from "./route-pattern";

// A few of the site's routes as the build lists them (id, parentId, path, index).
const routes = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  "routes/used.$category.$slug": {
    id: "routes/used.$category.$slug",
    parentId: "root",
    path: "used/:category/:slug",
  },
  "routes/used.cars._index": {
    id: "routes/used.cars._index",
    parentId: "root",
    path: "used/cars",
    index: true,
  },
  "routes/account.confirm.$token": {
    id: "routes/account.confirm.$token",
    parentId: "root",
    path: "account/confirm/:token",
  },
  "routes/search.$term": { id: "routes/search.$term", parentId: "root", path: "search/:term" },
  "routes/click-collect.password-reset.($token)": {
    id: "routes/click-collect.password-reset.($token)",
    parentId: "root",
    path: "click-collect/password-reset/:token?",
  },
  "routes/robots[.]txt": { id: "routes/robots[.]txt", parentId: "root", path: "robots.txt" },
};
const routeOf = routeOfRequest(routes, { assetsPath: "/build/" });

describe("the route a request is counted and logged under (docs/decisions/230-operability.md)", () => {
  it("is the route's pattern, never the address itself", () => {
    expect(routeOf("/used/cars/ford-fiesta-ab12cde")).toMatchObject({
      id: "routes/used.$category.$slug",
      pattern: "/used/:category/:slug",
      loggedPath: "/used/cars/ford-fiesta-ab12cde",
    });
    expect(routeOf("/used/cars")).toMatchObject({ pattern: "/used/cars", id: "routes/used.cars._index" });
    expect(routeOf("/")).toMatchObject({ pattern: "/", id: "routes/_index" });
    expect(routeOf("/robots.txt")).toMatchObject({ pattern: "/robots.txt" });
  });

  it("logs the pattern, not the address, where a part of the address is a secret or what a visitor typed", () => {
    expect(routeOf("/account/confirm/6f1c2a9b8e")).toMatchObject({
      pattern: "/account/confirm/:token",
      loggedPath: "/account/confirm/:token",
    });
    expect(routeOf("/search/jo%20bloggs")).toMatchObject({ loggedPath: "/search/:term" });
    expect(routeOf("/click-collect/password-reset/abc")).toMatchObject({
      loggedPath: "/click-collect/password-reset/:token?",
    });
  });

  it("counts every unknown page under the catch-all and every file under one name", () => {
    expect(routeOf("/about-us")).toMatchObject({ id: "routes/$", pattern: "/*" });
    expect(routeOf("/no/such/page")).toMatchObject({ pattern: "/*", loggedPath: "/no/such/page" });
    expect(routeOf("/build/_shared/chunk-ABC.js")).toMatchObject({ pattern: "/build/*" });
    expect(routeOf("/favicon.ico")).toMatchObject({ pattern: "file" });
    expect(routeOf("/wp-login.php")).toMatchObject({ pattern: "file" });
  });
});
