/**
 * For blocks below the fold: the browser skips their layout and paint until they come near the screen (they stay in
 * the accessibility tree and find-in-page), which keeps the first render of a long home page cheap on phones.
 */
export const belowTheFold = "[content-visibility:auto] [contain-intrinsic-size:auto_640px]";
