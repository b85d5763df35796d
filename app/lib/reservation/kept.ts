/**
 * What a browser keeps about its own reservations (docs/decisions/245-reservation-pages-and-the-sale-event.md): the
 * reservations it made, whose pages show it the buyer's details, and the one it has just paid for, whose sale is
 * recorded once, on the first view of its success page.
 */
export interface KeptReservations {
  own: string[];
  paid?: string;
}

/** A browser keeps its last few reservations: each is held at most 7 days, and one shopper reserves only a few cars. */
export const KEPT_RESERVATIONS = 5;

export const NOTHING_KEPT: KeptReservations = { own: [] };

/** The reservations kept once this browser has made `id`: the newest first, the oldest beyond the limit forgotten. */
export function withOwn(kept: KeptReservations, id: string): KeptReservations {
  return { ...kept, own: [id, ...kept.own.filter((other) => other !== id)].slice(0, KEPT_RESERVATIONS) };
}

/** The reservations kept once this browser has paid for `id`: its sale is still to be recorded. */
export function withPaid(kept: KeptReservations, id: string): KeptReservations {
  return { ...kept, paid: id };
}

export interface SuccessView {
  /** This browser made the reservation: its page shows the buyer's name, e-mail and visit. */
  own: boolean;
  /** This browser has just paid for it and not yet seen its success page: the sale is recorded now, and only now. */
  recordSale: boolean;
  /** What the browser keeps after this view, when it changes (the sale, once recorded, is forgotten). */
  next?: KeptReservations;
}

/** What reservation `id`'s success page shows this browser, and what the browser keeps afterwards. */
export function successView(kept: KeptReservations, id: string): SuccessView {
  const recordSale = kept.paid === id;
  return {
    own: kept.own.includes(id),
    recordSale,
    next: recordSale ? { ...kept, paid: undefined } : undefined,
  };
}
