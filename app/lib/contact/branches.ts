/** What the branch rules need of a branch (a department of the content service). */
export interface BranchRef {
  slug: string;
}

/** The branch a slug names, whatever its case ("York", "YORK" and "york" are one branch). */
export function findBranch<B extends BranchRef>(branches: readonly B[], slug: string | null | undefined) {
  const wanted = slug?.trim().toLowerCase();
  if (!wanted) return undefined;
  return branches.find((branch) => branch.slug.toLowerCase() === wanted);
}

/**
 * The branch the site header shows and speaks for: the one the shopper chose, else the first (branches come sorted
 * by name). Enquiries from pages that name no branch of their own go to this one.
 */
export function shownBranch<B extends BranchRef>(branches: readonly B[], chosen: string | null | undefined) {
  return findBranch(branches, chosen) ?? branches[0];
}

/** The contact page's branch: the one its address names (?branch=york), else the one the header shows. */
export function contactBranch<B extends BranchRef>(
  branches: readonly B[],
  { requested, chosen }: { requested: string | null | undefined; chosen: string | null | undefined },
) {
  return findBranch(branches, requested) ?? shownBranch(branches, chosen);
}

/**
 * The branch that answers an enquiry: the branch the page sent it for (the contact page's), else, for a car, the car's
 * own branch unless the shopper chose one, else the branch the header shows. Only our own branches are named: a
 * posted slug the content service does not know is ignored.
 */
export function answeringBranchOf<B extends BranchRef>(
  branches: readonly B[],
  {
    posted,
    chosen,
    vehicleBranch,
  }: { posted: string | null; chosen: string | null | undefined; vehicleBranch?: B },
): B | undefined {
  return findBranch(branches, posted) ?? findBranch(branches, chosen) ?? vehicleBranch ?? branches[0];
}
