/**
 * `/used/cars/{slug}/{locationid}` (spec 1 route table: the vehicle page's optional child segment). The car's page at
 * its branch's id; another id moves to the car's own address, and an id that is no number is a 404 (the loader's
 * params check).
 */
export {
  ErrorBoundary,
  default,
  handle,
  links,
  loader,
  meta,
  shouldRevalidate,
} from "./used.$category.$slug/route";
