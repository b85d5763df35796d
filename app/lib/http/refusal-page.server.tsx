import { renderToStaticMarkup } from "react-dom/server";
import { RefusalDocument } from "~/components/errors/RefusalDocument";
import type { Refusal } from "./request-gate";

/** The whole HTML answer for a refused request. */
export function refusalPage(
  refusal: Pick<Refusal, "heading" | "message"> & { status: number },
  stylesheet: string,
): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<RefusalDocument {...refusal} stylesheet={stylesheet} />)}`;
}
