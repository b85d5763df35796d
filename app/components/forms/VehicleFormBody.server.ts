/**
 * The server's way to the vehicle form's body: it draws the form into the page's HTML at once (the page works without
 * JavaScript). The browser build replaces every `.server` module with an empty one (Remix's convention), so in the
 * browser this export is undefined and VehicleFormDialog.tsx loads the body on demand instead.
 */
export { VehicleFormBody } from "./VehicleFormBody";
