import { useFetcher, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { loader as heroCountLoader } from "~/routes/resources.hero-count";
import type { HeroData } from "~/lib/hero/hero.server";
import { budgetModeOf } from "~/lib/hero/budget";
import type { BudgetMode } from "~/lib/search/state";
import { confirmChoices, removeBudget, removeChoice, resetChoices } from "~/lib/hero/edits";
import { homeUrl, selectionParams, type HeroSelection, type ListField } from "~/lib/hero/selection";

export type HeroPanel = "make" | "range" | "budget" | "features";

/** Groups quick ticks into one count request. */
const COUNT_DELAY_MS = 200;

/**
 * The enhanced hero's state (docs/product/home.md#hero-search): the applied picks, the unconfirmed picks of
 * the one open option, and the latest count and option lists for whichever of the two is showing. Before
 * hydration (and without JavaScript) the form is a plain GET form and none of this runs.
 */
export function useHeroSearch(initial: HeroData) {
  const [enhanced, setEnhanced] = useState(false);
  const [applied, setApplied] = useState(initial.selection);
  const [draft, setDraft] = useState(initial.selection);
  const [open, setOpen] = useState<HeroPanel | null>(null);
  const [budgetMode, setBudgetMode] = useState<BudgetMode>(budgetModeOf(initial.selection));
  const [latest, setLatest] = useState(initial);
  const fetcher = useFetcher<typeof heroCountLoader>();

  useEffect(() => setEnhanced(true), []);

  // A new page load of the home page (another URL) starts from its own picks; the hero's own record of its picks
  // (below) is no new load.
  const initialKey = selectionParams(initial.selection).toString();
  const recordedKey = useRef(initialKey);
  useEffect(() => {
    if (initialKey === recordedKey.current) return;
    recordedKey.current = initialKey;
    setApplied(initial.selection);
    setDraft(initial.selection);
    setLatest(initial);
    setOpen(null);
    // initial changes with every loader answer; its selection's key says whether the picks did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey]);

  const showing = open ? draft : applied;
  const showingKey = selectionParams(showing).toString();
  const latestKey = useRef(initialKey);
  useEffect(() => {
    if (showingKey === latestKey.current) return;
    const timer = window.setTimeout(() => {
      latestKey.current = showingKey;
      fetcher.load(`/resources/hero-count${showingKey ? `?${showingKey}` : ""}`);
    }, COUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // fetcher.load is stable in use; the fetcher object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showingKey]);
  useEffect(() => {
    if (fetcher.data) setLatest(fetcher.data as HeroData);
  }, [fetcher.data]);

  const options = latest.options;
  const busy = fetcher.state !== "idle" || showingKey !== latestKey.current;
  // Why the applied Location isn't counted (a postcode the dealer API cannot place), kept while an open option counts
  // its draft: a postcode is judged once Update confirms it, not while it is being typed.
  const [locationMessage, setLocationMessage] = useState(initial.locationMessage);
  useEffect(() => {
    if (!open && !busy) setLocationMessage(latest.locationMessage);
  }, [open, busy, latest]);

  const openPanel = useCallback(
    (panel: HeroPanel) => {
      setDraft(applied);
      setBudgetMode(budgetModeOf(applied));
      setOpen(panel);
    },
    [applied],
  );
  /** Cancel, close, Escape, click-away and selecting the open option again: unconfirmed picks are discarded. */
  const cancel = useCallback(() => {
    setDraft(applied);
    setOpen(null);
  }, [applied]);
  const toggle = (panel: HeroPanel) => (open === panel ? cancel() : openPanel(panel));

  /**
   * Applies picks and records them in the home page's address, in place of the current entry, as the no-JS Update
   * does: Back from the results comes to the picks the shopper searched with (docs/decisions/272-hero-picks-in-the-address.md).
   */
  const navigate = useNavigate();
  const applyPicks = (next: HeroSelection) => {
    setApplied(next);
    setDraft(next);
    const url = homeUrl(next);
    recordedKey.current = selectionParams(next).toString();
    if (url !== window.location.pathname + window.location.search)
      navigate(url, { replace: true, preventScrollReset: true });
  };
  const update = () => {
    // The Monthly/Total switch only chose what was shown: both budgets set in the draft apply.
    applyPicks(confirmChoices(draft, options));
    setOpen(null);
  };
  const reset = () => {
    applyPicks(resetChoices());
    setBudgetMode("monthly");
  };
  const remove = (field: ListField, value: string) =>
    applyPicks(removeChoice(applied, field, value, options));
  /** Applies a selection at once (a chip's removal). */
  const replace = (next: HeroSelection) => applyPicks(next);
  const clearBudget = (mode: BudgetMode) => applyPicks(removeBudget(applied, mode));

  return {
    enhanced,
    applied,
    draft,
    setDraft: (next: HeroSelection) => setDraft(next),
    open,
    toggle,
    cancel,
    update,
    reset,
    remove,
    replace,
    clearBudget,
    budgetMode,
    setBudgetMode,
    options,
    locationMessage,
    busy,
    /** True once a count other than the page's own has arrived: only then is it announced. */
    counted: latest !== initial,
  };
}

export type HeroState = ReturnType<typeof useHeroSearch>;
