import {
  vehicleFormFromUrl,
  vehicleFormHref,
  vehicleFormToOpen,
  withoutVehicleForm,
  VEHICLE_FORMS,
} from "./vehicle-forms";

it("reads the spec's query names", () => {
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

it("never opens the reservation of a car that cannot be reserved; the other forms stay open to it", () => {
  const reserve = new URLSearchParams("modal=reserve");
  expect(vehicleFormToOpen(reserve, true)).toBe("reserve");
  expect(vehicleFormToOpen(reserve, false)).toBeUndefined();
  expect(vehicleFormToOpen(new URLSearchParams("modal=testdrivesearch"), false)).toBe("testdrivesearch");
  expect(vehicleFormToOpen(new URLSearchParams("enquire=1"), false)).toBe("images");
  expect(vehicleFormToOpen(new URLSearchParams("modal=<script>"), true)).toBeUndefined();
});
