import type { Reservation } from "@contract/reservations";

type Branch = Reservation["vehicle"]["branch"];

/**
 * The branch a reservation's buyer deals with: the one they chose (their branch when reserving, the collection branch
 * of a click-and-collect order), else the car's own. The checkout and the pages after it name this one, so a buyer who
 * chose Leeds is never told Manchester (docs/product/accounts-and-reservations.md#reserving-a-car).
 */
export function dealingBranch(reservation: { branch?: Branch | null; vehicle: { branch: Branch } }): Branch {
  return reservation.branch ?? reservation.vehicle.branch;
}
