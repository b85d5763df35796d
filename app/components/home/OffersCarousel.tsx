import { useEffect, useRef } from "react";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { useSlider } from "~/components/vehicle-page/use-slider";
import type { CardVehicle } from "~/lib/search/vehicle-card";
import { useNearViewport } from "./use-near-viewport";
import { CARS_PER_STEP, carouselDots, firstSlideOfStep, stepOfSlide } from "~/lib/home/carousel";

const SPACING = 16;
const arrow =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand bg-white text-brand aria-disabled:cursor-not-allowed aria-disabled:border-gray-400 aria-disabled:text-gray-700";

/**
 * Home block 9 (docs/product/home.md#home-blocks), shown straight after the hero so a phone reaches a car in its first
 * two screens (ADR 311): cars on offer with dots (1, a second above 3 cars, a third above 6). Without JavaScript a
 * plain list of every card in a row that scrolls sideways (one car and the edge of the next on a phone, so the
 * rest of the page is not pushed under fourteen cards); enhanced, a keen-slider with previous/next buttons
 * and one button per dot (nothing needs a drag), cards off screen inert so Tab never lands on a hidden link.
 * keen starts only when the block comes near the screen, so its measuring is not part of the page's first
 * load. Once started, keen spaces the slides itself: the list's own gap only shapes it before then.
 */
export function OffersCarousel({ vehicles }: { vehicles: CardVehicle[] }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const { ref, slider, visible, ready, step } = useSlider<HTMLUListElement>({
    slides: { perView: 1, spacing: SPACING },
    breakpoints: {
      "(min-width: 40em)": { slides: { perView: 2, spacing: SPACING } },
      "(min-width: 64em)": { slides: { perView: CARS_PER_STEP, spacing: SPACING } },
    },
  });

  useEffect(() => {
    slider.current?.slides.forEach((slide, index) => {
      slide.inert = visible.length > 0 && !visible[index];
    });
  }, [visible, slider]);

  if (vehicles.length === 0) return null;
  const count = vehicles.length;
  const dots = carouselDots(count);
  const first = visible.indexOf(true);
  const last = visible.lastIndexOf(true);
  const atStart = first <= 0;
  const atEnd = last === -1 || last >= count - 1;
  // The last dot may start before its first car (never past the last full view): at the end, it is the last dot.
  const activeDot = atEnd && first > 0 ? dots - 1 : stepOfSlide(first, count);
  const perView = Math.max(visible.filter(Boolean).length, 1);

  return (
    <section
      ref={section}
      aria-labelledby="offers-carousel-heading"
      aria-roledescription={ready ? "carousel" : undefined}
      className="bg-brand-light px-4 py-8 sm:py-12"
    >
      <div className="mx-auto max-w-7xl space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="offers-carousel-heading" className="text-2xl font-bold text-gray-900">
            Cars on offer
          </h2>
          <a
            href="/used/cars/search?tags=0-apr,0-deposit,0-payments,service,warranty"
            className="font-semibold underline underline-offset-4"
          >
            See every car on offer
          </a>
        </div>
        <ul
          // Attaching the ref starts keen.
          ref={near ? ref : undefined}
          aria-label="Cars on offer"
          data-keen-slider-disabled=""
          className="keen-slider flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [.js_&]:relative [.js_&]:touch-pan-y [.js_&]:select-none [.js_&]:snap-none [.js_&]:overflow-hidden [.js_&]:gap-0 [.js_&]:pb-0 [.js_&[data-keen-slider-disabled]]:gap-4"
        >
          {vehicles.map((vehicle) => (
            <li
              key={vehicle.slug}
              className="keen-slider__slide w-[85%] shrink-0 snap-start p-1 sm:w-[calc(50%-8px)] lg:w-[calc(33.333%-11px)] [.js_&]:relative [.js_&]:min-w-full [.js_&]:overflow-hidden sm:[.js_&]:min-w-[calc(50%-8px)] lg:[.js_&]:min-w-[calc(33.333%-11px)]"
            >
              <VehicleCard vehicle={vehicle} />
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-center gap-3 [.no-js_&]:hidden">
          <button
            type="button"
            className={arrow}
            aria-disabled={atStart}
            onClick={() => !atStart && step(-1)}
          >
            <ChevronLeftIcon />
            <span className="sr-only">Previous cars on offer</span>
          </button>
          {dots > 1 ? (
            <ul className="flex items-center gap-1" aria-label="Carousel pages">
              {Array.from({ length: dots }, (_, dot) => {
                const from = firstSlideOfStep(dot, count, perView);
                return (
                  <li key={dot}>
                    <button
                      type="button"
                      aria-current={dot === activeDot ? "true" : undefined}
                      onClick={() => slider.current?.moveToIdx(from)}
                      className="group inline-flex h-11 w-11 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className="h-3.5 w-3.5 rounded-full border-2 border-brand group-aria-[current=true]:bg-brand"
                      />
                      <span className="sr-only">
                        Cars {dot * CARS_PER_STEP + 1} to {Math.min((dot + 1) * CARS_PER_STEP, count)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <button type="button" className={arrow} aria-disabled={atEnd} onClick={() => !atEnd && step(1)}>
            <ChevronRightIcon />
            <span className="sr-only">Next cars on offer</span>
          </button>
          <p aria-live="polite" className="w-full text-center text-sm text-gray-700">
            {ready && first >= 0 ? `Showing ${first + 1} to ${last + 1} of ${count}` : null}
          </p>
        </div>
      </div>
    </section>
  );
}
