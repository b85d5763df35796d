/**
 * Tables of the valuation service. Like the other services', flags are 0/1 integers and structured values JSON text.
 */
export interface ValuationTables {
  /**
   * The embedded registration service's register of customer vehicles (seeded beside the stock): what a registration
   * stands for, for the plates it knows. Plates it does not know are worked out from the plate
   * (valuations/plate-car.ts).
   */
  registered_vehicles: {
    /** Upper case, no spaces. */
    vrm: string;
    vehicle_type: "CAR" | "VAN" | "MOTORCYCLE";
    /** The catalogue derivative's CAP id; null for vans and motorcycles (not in the car catalogue). */
    cap_id: string | null;
    make: string;
    model: string;
    derivative: string;
    /** The fuel as listings say it ("Petrol"). */
    fuel_type: string;
    transmission: string;
    /** Engine cc; 0 for electric. */
    engine: number;
    /** The maker's paint name ("Magnetic Grey"). */
    colour: string;
    /** YYYY-MM-DD. */
    registration_date: string;
    /** The odometer at the last MOT or service on record (what a README example types in). */
    recorded_mileage: number;
  };
  /** Stored valuations: the seller's answers and contact details, and the price range worked out for them. */
  valuations: {
    /** Unguessable (a random UUID); the site shows it only to the visitor who made it. */
    id: string;
    /**
     * The enquiry the branch received for it (`form_submissions.id`): the same answers sent again are answered with
     * this valuation (forms/rate-limit.ts, earlierSubmission). Null for valuations stored before it was kept.
     */
    submission_id: number | null;
    vrm: string;
    /** The vehicle as the lookup answered it when the car was valued (contract valuationVehicle), JSON. */
    vehicle_json: string;
    mileage: number;
    service_history: string;
    previous_keepers: number;
    /** The condition answers (contract valuationCondition), JSON. */
    condition_json: string;
    cap_below: number;
    cap_average: number;
    department_code: string;
    name: string;
    email: string;
    telephone: string;
    postcode: string;
    opt_in: number;
    enquiry_source: string;
    /** ISO 8601 instants; sort as text. */
    valued_at: string;
    expires_at: string;
  };
}
