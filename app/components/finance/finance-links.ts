import type { LinkDescriptor } from "@remix-run/node";
import financeStyles from "./finance.css";

/**
 * The stylesheet the finance blocks need: a page that shows them lists these in its `links`. The car page places the
 * blocks itself (app/components/vehicle-page/VehiclePage.tsx).
 */
export const financeLinks = (): LinkDescriptor[] => [{ rel: "stylesheet", href: financeStyles }];
