import {
  vehicleFormFromUrl,
  vehicleFormHref,
  vehicleFormToOpen,
  vehicleFormsOffered,
  withoutVehicleForm,
  VEHICLE_FORMS,
} from "./vehicle-forms";

it("reads the vehicle page's query names", () => {
  expect(vehicleFormFromUrl(new URLSearchParams("modal=enquire"))).toBe("enquire");
  expect(vehicleFormFromUrl(new URLSearchParams("enquire=1"))).toBe("images");
  expect(vehicleFormFromUrl(new URLSearchParams("modal=testdrivesearch"))).toBe("testdrivesearch");
  expect(vehicleFormFromUrl(new URLSearchParams("modal=reserve&term=48"))).toBe("reserve");
  expect(vehicleFormFromUrl(new URLSearchParams("modal=nope"))).toBeUndefined();
  expect(vehicleFormFromUrl(new URLSearchParams(""))).toBeUndefined();
  expect(VEHICLE_FORMS).toEqual({ enquire: 10, images: 9, testdrivesearch: 8, reserve: 11 });
});

it("opens and closes a form in the URL, keeping the page's other parameters", () => {
  const path = "/used/cars/ford-fiesta";
  expect(vehicleFormHref(path, "?term=48", "reserve")).toBe(`${path}?term=48&modal=reserve#vehicle-form`);
  expect(vehicleFormHref(path, "?modal=reserve", "images")).toBe(`${path}?enquire=1#vehicle-form`);
  expect(withoutVehicleForm(path, "?term=48&modal=reserve")).toBe(`${path}?term=48`);
  expect(withoutVehicleForm(path, "?enquire=1")).toBe(path);
});

it("opens only the forms the car's status offers (a reserved car: all but the reservation; a sold one: the enquiry)", () => {
  const open = (query: string, status: string) => vehicleFormToOpen(new URLSearchParams(query), status);
  expect(open("modal=reserve", "FOR_SALE_RETAIL")).toBe("reserve");
  expect(open("modal=reserve", "RESERVED")).toBeUndefined();
  expect(open("modal=testdrivesearch", "RESERVED")).toBe("testdrivesearch");
  expect(open("enquire=1", "RESERVED")).toBe("images");
  expect(open("modal=reserve", "SOLD")).toBeUndefined();
  expect(open("modal=testdrivesearch", "SOLD")).toBeUndefined();
  expect(open("enquire=1", "SOLD")).toBeUndefined();
  expect(open("modal=enquire", "SOLD")).toBe("enquire");
  expect(open("modal=<script>", "FOR_SALE_RETAIL")).toBeUndefined();
});

it("lists the forms a car offers, for the sticky bar", () => {
  expect(vehicleFormsOffered("FOR_SALE_RETAIL")).toEqual(["enquire", "images", "testdrivesearch", "reserve"]);
  expect(vehicleFormsOffered("RESERVED")).toEqual(["enquire", "images", "testdrivesearch"]);
  expect(vehicleFormsOffered("SOLD")).toEqual(["enquire"]);
});
