import { useId, useRef, type ReactNode } from "react";
import { ChevronDownIcon, CloseIcon } from "~/components/icons";
import { bareSummary, focusRing } from "~/components/shell/styles";
import type { HeroPanel, HeroState } from "./use-hero-search";
import { useOpenPanel } from "./use-open-panel";

interface HeroOptionProps {
  panel: HeroPanel;
  /** What the trigger shows (may differ by screen size, like "Help me choose..."). */
  title: ReactNode;
  /** The option's name in words, for the close button. */
  name: string;
  /** docs/product/home.md#hero-search: models need a make, budget needs prices, features need choices. */
  available: boolean;
  unavailableHint: string;
  chips: ReactNode;
  state: HeroState;
  /** Without JavaScript, Cancel reloads the home page with the applied picks. */
  cancelHref: string;
  /** "43 cars match", shown beside the buttons (the page's search button may be under the panel). */
  countText: string;
  children: ReactNode;
}

const actionButton = `inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold no-underline ${focusRing}`;
const secondary = `${actionButton} border-2 border-brand bg-white text-brand hover:bg-brand-light`;
const primary = `${actionButton} bg-brand text-white hover:bg-brand-dark`;

/**
 * One option of the hero (Make(s), Model(s), Budget, Features) with its chips. A <details> in both worlds: without
 * JavaScript it opens natively and its buttons submit or link; enhanced, React decides which one is open, and the
 * buttons confirm or discard the picks in place.
 */
export function HeroOption(props: HeroOptionProps) {
  const { panel, state, available } = props;
  const ref = useRef<HTMLDetailsElement>(null);
  const hintId = useId();
  const isOpen = state.enhanced && state.open === panel;
  useOpenPanel(ref, isOpen, state.cancel);
  // Closing the option by its buttons takes focus back to the control that opened it, which stays on the page (the
  // buttons go with the panel, and focus would fall to the page's start).
  const closing = (close: () => void) => () => {
    ref.current?.querySelector<HTMLElement>("summary")?.focus();
    close();
  };

  const trigger = (
    <>
      <span className="font-bold">{props.title}</span>
      <ChevronDownIcon className="h-5 w-5 transition-transform group-open:rotate-180" />
    </>
  );
  const triggerClass = `flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 text-left ${focusRing}`;

  return (
    <div
      data-hero-option-root
      className="flex flex-col gap-2 border-b border-gray-200 pb-3 last:border-b-0 last:pb-0 min-[64.0625em]:border-b-0 min-[64.0625em]:border-r min-[64.0625em]:pb-0 min-[64.0625em]:pr-3 min-[64.0625em]:last:border-r-0"
    >
      {available ? (
        <details
          ref={ref}
          name="hero-option"
          className="group"
          open={state.enhanced ? isOpen : undefined}
          data-hero-option={panel}
        >
          <summary
            className={`${bareSummary} ${triggerClass} text-gray-900 hover:bg-brand-light group-open:bg-brand-light`}
            onClick={
              state.enhanced
                ? (event) => {
                    event.preventDefault();
                    state.toggle(panel);
                  }
                : undefined
            }
          >
            {trigger}
          </summary>
          <div
            className={`z-30 mt-2 rounded-md border border-gray-300 bg-white p-4 text-gray-900 shadow-lg min-[64.0625em]:absolute min-[64.0625em]:inset-x-0 min-[64.0625em]:top-full ${
              state.enhanced
                ? "max-[64em]:fixed max-[64em]:inset-0 max-[64em]:z-50 max-[64em]:mt-0 max-[64em]:overflow-y-auto max-[64em]:rounded-none"
                : ""
            }`}
          >
            {state.enhanced ? (
              <button
                type="button"
                onClick={closing(state.cancel)}
                className={`float-right -mr-2 -mt-2 ml-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-900 hover:bg-gray-100 ${focusRing}`}
              >
                <CloseIcon className="h-6 w-6" />
                <span className="sr-only">Close {props.name}</span>
              </button>
            ) : null}
            <div className="min-[64.0625em]:max-h-[26rem] min-[64.0625em]:overflow-y-auto">
              {props.children}
            </div>
            <div
              className={`mt-4 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white pt-4 ${
                // On the full-screen sheet the buttons stay in reach under a long list.
                state.enhanced ? "max-[64em]:sticky max-[64em]:-bottom-4 max-[64em]:pb-4" : ""
              }`}
            >
              <p className="w-full text-gray-700 sm:mr-auto sm:w-auto">{props.countText}</p>
              {state.enhanced ? (
                <>
                  <button type="button" className={secondary} onClick={state.reset}>
                    Reset
                  </button>
                  <button type="button" className={secondary} onClick={closing(state.cancel)}>
                    Cancel
                  </button>
                  <button type="button" className={primary} onClick={closing(state.update)}>
                    Update
                  </button>
                </>
              ) : (
                <>
                  <a href="/" className={secondary}>
                    Reset
                  </a>
                  <a href={props.cancelHref} className={secondary}>
                    Cancel
                  </a>
                  <button type="submit" formAction="/" className={primary}>
                    Update
                  </button>
                </>
              )}
            </div>
          </div>
        </details>
      ) : (
        <>
          <button
            type="button"
            disabled
            aria-describedby={hintId}
            className={`${triggerClass} cursor-not-allowed text-gray-700`}
          >
            {trigger}
          </button>
          <p id={hintId} className="px-3 text-sm text-gray-700">
            {props.unavailableHint}
          </p>
        </>
      )}
      {props.chips}
    </div>
  );
}
