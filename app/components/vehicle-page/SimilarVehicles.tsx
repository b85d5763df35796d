import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CardVehicle } from "~/lib/search/vehicle-card";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { useNearViewport } from "~/components/home/use-near-viewport";
import { useSlider } from "./use-slider";

const SPACING = 16;
const arrow =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand bg-white text-brand aria-disabled:cursor-not-allowed aria-disabled:border-gray-400 aria-disabled:text-gray-700";

/**
 * Similar vehicles (docs/product/vehicle-page.md#similar-vehicles), 9 loaded and 4 shown at a time. A
 * keen-slider carousel with JavaScript (cards off screen are inert, so Tab never lands on a hidden link); a
 * plain list of every card without it: a row to swipe on a phone (a column of nine cards was eight screens tall), a
 * grid from sm. Once keen starts it spaces the slides itself: a gap of the list's own
 * on top would push the fourth card out of view.
 */
export function SimilarVehicles({
  vehicles,
  monthly,
}: {
  vehicles: CardVehicle[];
  /** A card's monthly figure, by slug. */
  monthly?: (slug: string) => ReactNode;
}) {
  const enhanced = useHydrated();
  const section = useRef<HTMLElement>(null);
  // Below the fold: keen starts (and is downloaded) when the block nears the screen, not with the page.
  const near = useNearViewport(section);
  const { ref, slider, visible, step } = useSlider<HTMLUListElement>(
    {
      slides: { perView: 1, spacing: SPACING },
      breakpoints: {
        "(min-width: 40em)": { slides: { perView: 2, spacing: SPACING } },
        "(min-width: 64em)": { slides: { perView: 4, spacing: SPACING } },
      },
    },
    near,
  );

  useEffect(() => {
    slider.current?.slides.forEach((slide, index) => {
      slide.inert = visible.length > 0 && !visible[index];
    });
  }, [visible, slider]);

  const first = visible.indexOf(true);
  const last = visible.lastIndexOf(true);
  const atStart = first <= 0;
  const atEnd = last === -1 || last >= vehicles.length - 1;

  return (
    <section ref={section} aria-labelledby="similar-heading" className="space-y-4 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="similar-heading" className="text-2xl font-bold text-gray-900">
          Similar Vehicles
        </h2>
        <div className="flex items-center gap-3 [.no-js_&]:hidden">
          <p aria-live="polite" className="text-sm text-gray-700">
            {enhanced && first >= 0 ? `Showing ${first + 1} to ${last + 1} of ${vehicles.length}` : null}
          </p>
          <button
            type="button"
            className={arrow}
            aria-disabled={atStart}
            onClick={() => !atStart && step(-1)}
          >
            <ChevronLeftIcon />
            <span className="sr-only">Previous similar vehicles</span>
          </button>
          <button type="button" className={arrow} aria-disabled={atEnd} onClick={() => !atEnd && step(1)}>
            <ChevronRightIcon />
            <span className="sr-only">Next similar vehicles</span>
          </button>
        </div>
      </div>
      <ul
        ref={ref}
        data-keen-slider-disabled=""
        aria-label="Similar vehicles"
        className="keen-slider flex snap-x snap-mandatory gap-6 overflow-x-auto sm:grid sm:grid-cols-2 sm:overflow-visible lg:grid-cols-4 [.js_&]:flex [.js_&]:overflow-hidden [.js_&]:gap-0 [.js_&[data-keen-slider-disabled]]:gap-4"
      >
        {vehicles.map((vehicle) => (
          <li
            key={vehicle.slug}
            className="keen-slider__slide w-[85%] shrink-0 snap-start p-1 sm:w-auto [.js_&]:w-full [.js_&]:min-w-full sm:[.js_&]:min-w-[calc(50%-8px)] lg:[.js_&]:min-w-[calc(25%-12px)]"
          >
            <VehicleCard vehicle={vehicle} monthly={monthly?.(vehicle.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
