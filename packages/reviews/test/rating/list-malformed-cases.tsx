import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import type { ReviewWidgetProps } from "../../src/components/ReviewWidget/ReviewWidget";
import type { RequestFunction } from "../../src/api/request";
import { requestAs, ratingSuite } from "./real-server";
import { renderWidget } from "./render-widget";
import type { Rendered } from "./render-widget";
import { expectNothingInjected, HTML, MALFORMED, rewritingAnswers, watchUncaughtErrors } from "./malformed-answers";
import type { Malformed } from "./malformed-answers";

// Every call of the review list, answered by the real server and then malformed in each way a backend can:
// reads show what they know or the list's error with Try again; writes that the server confirmed are shown as
// done whatever their answer's data; nothing throws, and the summary and the dialog keep working.
//
// The 60 cases (10 calls × 6 malformations) run from two test files, each with a server of its own, so that two
// workers share them: partial-answers-list.test.tsx (the reads and moderation) and
// partial-answers-list-editors.test.tsx (the reply and review editors). PARTS names every call once.

const SCORE = "/api/universal/v1/score";

type User = "learner" | "admin";

interface Ids {
  /** The learner's own review of the case's resource. */
  review: number;
  /** An administrator's reply on it. */
  reply: number;
}

/** Each case's own resource: the learner's review ("Learner's words") with an administrator's reply. */
async function prepare(as: Record<User, RequestFunction>, resourceId: string): Promise<Ids> {
  const learner = as.learner;
  const given = await learner({
    method: "POST",
    url: `${SCORE}/giveScore`,
    data: { resourceId, moduleId: "course", score: 5, content: "Learner's words" },
  });
  const review = (given.data as { data: { id: number } }).data.id;
  const admin = as.admin;
  const replied = await admin({
    method: "POST",
    url: `${SCORE}/addReply`,
    data: { commentId: review, content: "Earlier reply" },
  });
  return { review, reply: (replied.data as { data: { id: number } }).data.id };
}

const card = (id: number) => document.getElementById(`sxz-review-${id}`)!;
const list = () => screen.findByRole("region", { name: /^(Reviews|My reviews)$/ });

async function cardShown(id: number): Promise<HTMLElement> {
  await waitFor(() => expect(card(id)).toBeTruthy());
  return card(id);
}

async function choose(view: Rendered, id: number, item: string) {
  await view.user.click(within(card(id)).getByRole("button", { name: "More actions" }));
  await view.user.click(await screen.findByRole("menuitem", { name: item }));
}

interface Case {
  call: string;
  path: string;
  as: User;
  props?: Partial<ReviewWidgetProps>;
  exercise: (kind: Malformed, view: Rendered, ids: Ids) => Promise<void>;
}

/** Reads of a page of reviews: the list shows it, an empty state, or its error with Try again. */
async function expectPage(kind: Malformed, ids: Ids, empty: string) {
  if (kind === "wrong types") {
    const failed = await within(await list()).findByText("Reviews could not be loaded.");
    expect(
      within(failed.closest<HTMLElement>('[role="alert"]')!).getByRole("button", { name: "Try again" }),
    ).toBeInTheDocument();
  } else if (kind === "extra fields" || kind === "HTML in strings") {
    const shown = await cardShown(ids.review);
    if (kind === "HTML in strings") expect(within(shown).getAllByText(HTML).length).toBeGreaterThan(0);
    else expect(within(shown).getByText("Learner's words")).toBeInTheDocument();
  } else {
    // Nothing listed and no total given: the empty state, and no count in the header rather than 0.
    const region = await list();
    expect(await within(region).findByText(empty)).toBeInTheDocument();
    expect(within(region).getByRole("heading", { level: 2 })).not.toHaveTextContent(/\d/);
  }
}

const CASES: Case[] = [
  {
    call: "queryMessages",
    path: `${SCORE}/queryMessages`,
    as: "learner",
    exercise: (kind, _view, ids) => expectPage(kind, ids, "No reviews yet"),
  },
  {
    call: "queryMyMessages",
    path: `${SCORE}/queryMyMessages`,
    as: "learner",
    props: { mode: "mine" },
    exercise: (kind, _view, ids) => expectPage(kind, ids, "You have not written any reviews yet"),
  },
  {
    call: "liked",
    path: "/api/universal/v1/liked",
    as: "admin",
    exercise: async (_kind, view, ids) => {
      const like = within(await cardShown(ids.review)).getByRole("button", { name: /^Like/ });
      await view.user.click(like);
      expect(await screen.findByText("Liked")).toBeInTheDocument();
      expect(like).toHaveAttribute("aria-pressed", "true");
    },
  },
  {
    call: "top",
    path: `${SCORE}/top`,
    as: "admin",
    exercise: async (_kind, view, ids) => {
      await cardShown(ids.review);
      await choose(view, ids.review, "Pin to top");
      expect(await screen.findByText("Pinned to top")).toBeInTheDocument();
      expect(within(card(ids.review)).getByText("Pinned")).toBeInTheDocument();
    },
  },
  {
    call: "hidden",
    path: `${SCORE}/hidden`,
    as: "admin",
    exercise: async (_kind, view, ids) => {
      await cardShown(ids.review);
      await choose(view, ids.review, "Hide");
      expect(await screen.findByText("Review hidden")).toBeInTheDocument();
      // An administrator keeps reading the hidden text, marked hidden (RW-ST-6).
      expect(within(card(ids.review)).getByText("Hidden", { exact: true })).toBeInTheDocument();
    },
  },
  {
    call: "addReply",
    path: `${SCORE}/addReply`,
    as: "admin",
    exercise: async (kind, view, ids) => {
      await view.user.click(within(await cardShown(ids.review)).getByRole("button", { name: "Reply" }));
      // The editors are loaded on first use: wait for the field rather than expect it at once.
      await view.user.type(
        await within(card(ids.review)).findByRole("textbox", { name: "Your reply" }),
        "Thanks for writing",
      );
      await view.user.click(within(card(ids.review)).getByRole("button", { name: "Post" }));
      expect(await screen.findByText("Reply posted")).toBeInTheDocument();
      // Shown from the answer when it describes the reply, else read back from the server.
      const text = kind === "HTML in strings" ? HTML : "Thanks for writing";
      await waitFor(() =>
        expect(within(card(ids.review)).getByRole("list", { name: "Replies" })).toHaveTextContent(text),
      );
    },
  },
  {
    call: "updateReply",
    path: `${SCORE}/updateReply`,
    as: "admin",
    exercise: async (kind, view, ids) => {
      const replies = within(await cardShown(ids.review)).getByRole("list", { name: "Replies" });
      await view.user.click(within(replies).getByRole("button", { name: "Edit reply" }));
      const area = await within(replies).findByRole("textbox", { name: "Edit the reply" });
      await view.user.clear(area);
      await view.user.type(area, "Edited reply");
      await view.user.click(within(replies).getByRole("button", { name: "Post" }));
      expect(await screen.findByText("Saved")).toBeInTheDocument();
      await waitFor(() => expect(replies).toHaveTextContent(kind === "HTML in strings" ? HTML : "Edited reply"));
    },
  },
  {
    call: "deleteReply",
    path: `${SCORE}/deleteReply`,
    as: "admin",
    exercise: async (_kind, view, ids) => {
      const replies = within(await cardShown(ids.review)).getByRole("list", { name: "Replies" });
      await view.user.click(within(replies).getByRole("button", { name: "Delete reply" }));
      // The first press of Delete counts at once (the debounce only ignores presses after it, RW-DEL-1).
      const confirm = await screen.findByRole("alertdialog");
      await view.user.click(within(confirm).getByRole("button", { name: "Delete" }));
      expect(await screen.findByText("Deleted")).toBeInTheDocument();
      await waitFor(() => expect(within(card(ids.review)).queryByRole("list", { name: "Replies" })).toBeNull());
    },
  },
  {
    call: "deleteScore",
    path: `${SCORE}/deleteScore`,
    as: "learner",
    exercise: async (_kind, view, ids) => {
      await view.user.click(within(await cardShown(ids.review)).getByRole("button", { name: "Delete" }));
      // The first press of Delete counts at once (the debounce only ignores presses after it, RW-DEL-1).
      const confirm = await screen.findByRole("alertdialog");
      await view.user.click(within(confirm).getByRole("button", { name: "Delete" }));
      expect(await screen.findByText("Deleted")).toBeInTheDocument();
      await waitFor(() => expect(document.getElementById(`sxz-review-${ids.review}`)).toBeNull());
      // It was the course's only review: the summary, read again, turns to the empty course's invitation.
      await waitFor(() => expect(document.querySelector(".sxz-summary")).toHaveAttribute("data-state", "empty"));
    },
  },
  {
    call: "giveScore (editing one's review)",
    path: `${SCORE}/giveScore`,
    as: "learner",
    exercise: async (kind, view, ids) => {
      await view.user.click(within(await cardShown(ids.review)).getByRole("button", { name: "Edit" }));
      const area = await within(card(ids.review)).findByRole("textbox", { name: "Edit your review" });
      await view.user.clear(area);
      await view.user.type(area, "Better words");
      await view.user.click(within(card(ids.review)).getByRole("button", { name: "Post" }));
      expect(await screen.findByText("Saved")).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(card(ids.review)).getByText(kind === "HTML in strings" ? HTML : "Better words"),
        ).toBeInTheDocument(),
      );
    },
  },
];

/** Which test file runs which calls: each part about half of the time. */
const PARTS = {
  "reads and moderation": ["queryMessages", "queryMyMessages", "liked", "top", "hidden", "deleteScore"],
  editors: ["addReply", "updateReply", "deleteReply", "giveScore (editing one's review)"],
} as const;
export type ListPart = keyof typeof PARTS;

const named = Object.values(PARTS).flat() as string[];
for (const { call } of CASES) {
  if (named.filter((name) => name === call).length !== 1) throw new Error(`PARTS must name ${call} once`);
}
if (named.length !== CASES.length) throw new Error("PARTS names a call that has no case");

/**
 * One part's cases, in the calling test file, against that file's own real server. Each user signs in once per file
 * (an access token lives 15 minutes, the file takes about half a minute); each case writes on a resource of its own.
 */
export function describeListCases(part: ListPart): void {
  configure({ asyncUtilTimeout: 8000 });
  const world = ratingSuite();
  afterEach(() => localStorage.clear());
  const watched = watchUncaughtErrors();
  const as = {} as Record<User, RequestFunction>;
  beforeAll(async () => {
    as.learner = await requestAs(world.server, "learner");
    as.admin = await requestAs(world.server, "admin");
  });

  describe(`malformed answers to the review list's calls, ${part} (real server, answers rewritten)`, () => {
    let counter = 0;
    for (const testCase of CASES.filter(({ call }) => (PARTS[part] as readonly string[]).includes(call))) {
      it.each(MALFORMED)(`${testCase.call}: %s`, async (kind) => {
        counter += 1;
        const resourceId = `partial-list-${counter}`;
        const ids = await prepare(as, resourceId);
        const { request, rewritten } = rewritingAnswers(as[testCase.as], testCase.path, kind);
        const view = renderWidget({
          request,
          resourceId,
          moduleId: "course",
          isModal: false,
          isAdmin: testCase.as === "admin",
          ...testCase.props,
        });
        try {
          await testCase.exercise(kind, view, ids);
          expect(rewritten()).toBeGreaterThan(0);
          // The summary and the rating dialog are untouched by the list's answers (the own-messages view spans
          // courses and has neither).
          if (testCase.props?.mode !== "mine") {
            await view.user.click(screen.getByRole("button", { name: /^(Want to rate|You rated this)$/ }));
            const dialog = await screen.findByRole("dialog");
            await view.user.click(within(dialog).getByRole("button", { name: "Close" }));
          }
          expectNothingInjected();
          expect(watched.errors).toEqual([]);
        } finally {
          view.unmount();
        }
      });
    }
  });
}
