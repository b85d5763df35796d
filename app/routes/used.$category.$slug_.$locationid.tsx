/**
 * `/used/cars/{slug}/{locationid}` (docs/product/shell.md#routes: the vehicle page's optional branch
 * segment). The car's page at its branch's id; another id moves to the car's own address, and an id that is
 * no number is a 404 (the loader's params check).
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
