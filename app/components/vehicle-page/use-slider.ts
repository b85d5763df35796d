import { useCallback, useEffect, useRef, useState } from "react";
import type { KeenSliderInstance, KeenSliderOptions } from "keen-slider";

/** A slide counts as on screen when most of it shows. */
const visibleSlides = (instance: KeenSliderInstance) =>
  instance.track.details?.slides.map((slide) => slide.portion > 0.5) ?? [];

/**
 * keen-slider with the slide index, the slides on screen and whether it has started, as React state. The track is
 * server-rendered with `data-keen-slider-disabled`, so without JavaScript it stays a plain list; keen removes the
 * attribute when it starts.
 *
 * keen's code is not part of any page's first load: it is imported when a slider starts, which is once the list is
 * attached to `ref` and `start` is true (a gallery with one picture never starts one; a carousel below the fold
 * attaches its list when it nears the screen). The options are read when it starts.
 */
export function useSlider<T extends HTMLElement>(options: KeenSliderOptions, start = true) {
  const [current, setCurrent] = useState(0);
  const [visible, setVisible] = useState<boolean[]>([]);
  const [ready, setReady] = useState(false);
  const [element, setElement] = useState<T | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const startOptions = useRef(options);
  startOptions.current = options;
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element || !start) return;
    let stopped = false;
    const settle = (instance: KeenSliderInstance) => setVisible(visibleSlides(instance));
    void import("keen-slider").then(({ default: KeenSlider }) => {
      if (stopped) return;
      slider.current = new KeenSlider(element, {
        // The gallery scrolls in 300 ms (docs/product/vehicle-page.md#gallery).
        defaultAnimation: { duration: 300 },
        ...startOptions.current,
        slideChanged(instance) {
          setCurrent(instance.track.details.rel);
        },
        created(instance) {
          setReady(true);
          settle(instance);
        },
        updated: settle,
        optionsChanged: settle,
        animationEnded: settle,
      });
    });
    return () => {
      stopped = true;
      slider.current?.destroy();
      slider.current = null;
      setReady(false);
    };
  }, [element, start]);

  /**
   * Moves by whole slides from where the slider is heading, not where it is: a second press during the 300 ms
   * animation then counts (keen's own next/prev would repeat the first move).
   */
  function step(by: number) {
    const instance = slider.current;
    if (!instance?.track.details) return;
    instance.moveToIdx((instance.animator.targetIdx ?? instance.track.details.abs) + by, true);
  }
  /** `ready` once keen has started: from then on the buttons and keys move the slides. */
  return { ref, slider, current, visible, ready, step };
}
