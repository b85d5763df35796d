import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  updateSavedSearch,
  type SaveAnswer,
} from "~/dealer/saved-searches.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { asCustomer } from "~/lib/account/guard.server";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { validatePost } from "~/lib/forms/validate-post.server";
import { loadSearchPage } from "~/lib/search/search-page.server";
import { SEARCH_PATH } from "~/lib/search/params";
import {
  commitVisitorSession,
  flashHeader,
  getVisitorSession,
  type Flash,
  type VisitorSession,
} from "~/sessions.server";
import {
  SAVED_SEARCHES_PATH,
  deleteSearchValidator,
  isSavedSearchSubaction,
  renameSearchValidator,
  saveSearchValidator,
  searchAlertsValidator,
} from "./forms";
import { GUEST_SEARCHES_LIMIT, isGuestSearch, withGuestSearch, withoutGuestSearch } from "./guest";
import { resultsHref } from "./paths";

/** Two queries of one search, however each was encoded. */
const sameQuery = (a: string, b: string) =>
  new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

const UNAVAILABLE = "We could not do that just now. Please try again in a few minutes.";

/** Post/Redirect/Get: to `to`, with a message, and the session when it changed. */
async function goTo(to: string, flash: Flash, session?: VisitorSession) {
  const headers = new Headers();
  if (session) headers.append("Set-Cookie", await commitVisitorSession(session));
  headers.append("Set-Cookie", await flashHeader(flash));
  return redirect(to, { status: 303, headers });
}

/** The message for an answer that saved nothing. */
function refusedMessage(answer: Exclude<SaveAnswer, { kind: "saved" }>): string {
  switch (answer.kind) {
    case "full":
    case "limited":
    case "invalid":
      return answer.message;
    case "not-found":
      return "That saved search no longer exists.";
    default:
      return UNAVAILABLE;
  }
}

/**
 * The saved-search forms' action (docs/decisions/332-saved-searches-on-the-site.md), told apart by subaction:
 * - save: the search is loaded again from the posted query exactly as the results page loads it, and what that
 *   built (its canonical query, the dealer API's query, its name) is saved; the post's own text is never kept;
 * - rename, delete, alerts: only the visitor's own search (their session's for a guest, their account's signed in).
 */
export async function savedSearchAction({ request, context }: ActionFunctionArgs) {
  const subaction = (await request.clone().formData()).get("subaction");
  if (!isSavedSearchSubaction(subaction)) return redirect(SAVED_SEARCHES_PATH, 303);
  const [login, session] = await Promise.all([readLogin(request), getVisitorSession(request)]);
  const token = login?.token;
  const guestList = session.get("savedSearches") ?? [];

  if (subaction === "save") {
    const post = await validatePost(request, saveSearchValidator);
    const query = post.ok ? post.data.query : "";
    const page = await loadSearchPage(new URL(`${SEARCH_PATH}?${query}`, request.url), session, {
      rememberPostcode: false,
    });
    // A query that is not the canonical form of its search is saved in its canonical form.
    const loaded =
      "redirect" in page
        ? await loadSearchPage(new URL(page.redirect, request.url), session, { rememberPostcode: false })
        : page;
    if ("redirect" in loaded || loaded.kind !== "results")
      return goTo(SEARCH_PATH, { kind: "error", message: UNAVAILABLE });
    const back = resultsHref(loaded.saved.query);
    const saved = (name: string, changed?: VisitorSession) =>
      goTo(
        back,
        { kind: "success", message: `Search saved as “${name}”. Find it under Saved searches.` },
        changed,
      );
    // A guest's searches are anonymous at the dealer API: whether this one is already among them is the site's to see.
    const held = token ? [] : ((await listSavedSearches({ ids: guestList })) ?? []);
    const same = held.find((search) => sameQuery(search.site_query, loaded.saved.query));
    if (same) return saved(same.name);
    if (!token && guestList.length >= GUEST_SEARCHES_LIMIT)
      return goTo(SAVED_SEARCHES_PATH, {
        kind: "error",
        message: `This device keeps up to ${GUEST_SEARCHES_LIMIT} saved searches: delete one to save another, or sign in to keep more.`,
      });
    const answer = await asCustomer(() =>
      saveSearch(
        { name: loaded.saved.name, site_query: loaded.saved.query, stock_query: loaded.saved.stockQuery },
        token,
        clientIdOf(context),
      ),
    );
    if (answer.kind !== "saved") return goTo(back, { kind: "error", message: refusedMessage(answer) });
    if (token) return saved(answer.search.name);
    session.set("savedSearches", withGuestSearch(guestList, answer.search.id).list);
    return saved(answer.search.name, session);
  }

  // The other forms name one of the visitor's own searches.
  const owns = (id: string) => Boolean(token) || isGuestSearch(guestList, id);
  const gone = () =>
    goTo(SAVED_SEARCHES_PATH, { kind: "error", message: "That saved search no longer exists." });

  if (subaction === "delete") {
    const post = await validatePost(request, deleteSearchValidator);
    if (!post.ok) return post.answer;
    if (!owns(post.data.id)) return gone();
    if (!(await asCustomer(() => deleteSavedSearch(post.data.id, token))))
      return post.problem(UNAVAILABLE, { status: 503 });
    if (!token) session.set("savedSearches", withoutGuestSearch(guestList, post.data.id));
    return goTo(
      SAVED_SEARCHES_PATH,
      { kind: "success", message: "Search deleted." },
      token ? undefined : session,
    );
  }

  if (subaction === "rename") {
    const post = await validatePost(request, renameSearchValidator);
    if (!post.ok) return post.answer;
    if (!owns(post.data.id)) return gone();
    const answer = await asCustomer(() => updateSavedSearch(post.data.id, { name: post.data.name }, token));
    if (answer.kind === "saved")
      return goTo(SAVED_SEARCHES_PATH, {
        kind: "success",
        message: `Search renamed “${answer.search.name}”.`,
      });
    if (answer.kind === "invalid")
      return post.refuse({ name: answer.message.replace(/^name: /, "") }, { status: 422 });
    if (answer.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
    return goTo(SAVED_SEARCHES_PATH, { kind: "error", message: refusedMessage(answer) });
  }

  // The alerts: e-mails go to an account's address, so only a customer has them.
  const post = await validatePost(request, searchAlertsValidator);
  if (!post.ok) return post.answer;
  if (!token)
    return goTo(SAVED_SEARCHES_PATH, { kind: "error", message: "Sign in to have new cars e-mailed to you." });
  const answer = await asCustomer(() => updateSavedSearch(post.data.id, { alerts: post.data.alerts }, token));
  if (answer.kind === "saved")
    return goTo(SAVED_SEARCHES_PATH, {
      kind: "success",
      message:
        answer.search.alerts === "off"
          ? `No e-mails for “${answer.search.name}”.`
          : `E-mail alerts saved for “${answer.search.name}”.`,
    });
  if (answer.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
  return goTo(SAVED_SEARCHES_PATH, { kind: "error", message: refusedMessage(answer) });
}
