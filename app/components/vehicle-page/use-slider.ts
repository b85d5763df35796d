import { useState } from "react";
import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from "keen-slider/react.js";

/** A slide counts as on screen when most of it shows. */
const visibleSlides = (instance: KeenSliderInstance) =>
  instance.track.details?.slides.map((slide) => slide.portion > 0.5) ?? [];

/**
 * keen-slider with the slide index, the slides on screen and whether it has started, as React state. The track is server-rendered with
 * `data-keen-slider-disabled`, so without JavaScript it stays a plain list; keen removes the attribute when it starts.
 */
export function useSlider<T extends HTMLElement>(options: KeenSliderOptions) {
  const [current, setCurrent] = useState(0);
  const [visible, setVisible] = useState<boolean[]>([]);
  const [ready, setReady] = useState(false);
  const settle = (instance: KeenSliderInstance) => setVisible(visibleSlides(instance));
  const [ref, slider] = useKeenSlider<T>({
    // Spec 2 §9: the gallery scrolls in 300 ms.
    defaultAnimation: { duration: 300 },
    ...options,
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
