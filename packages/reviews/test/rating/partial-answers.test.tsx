import { afterEach, describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import type { ReviewWidgetProps } from "../../src/components/ReviewWidget/ReviewWidget";
import type { RequestFunction } from "../../src/api/request";
import { requestAs, ratingSuite } from "./real-server";
import { openDialog, renderWidget, star, summarySettled } from "./render-widget";
import type { Rendered } from "./render-widget";
import { expectNothingInjected, HTML, MALFORMED, rewritingAnswers, watchUncaughtErrors } from "./malformed-answers";
import type { Malformed } from "./malformed-answers";

// Every call of the rating half, each answered by the real server and then malformed in each way a backend can
// (missing fields, nulls, wrong types, extra fields, empty data, HTML in strings): no uncaught error, the part
// that call feeds shows what it knows (unknown as unknown) or an error with Try again, the rest keeps working.

configure({ asyncUtilTimeout: 8000 });

const world = ratingSuite();
afterEach(() => localStorage.clear());

const watched = watchUncaughtErrors();
const SCORE = "/api/universal/v1/score";
const GIVE = `${SCORE}/giveScore`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

/** A resource of its own per test, so one case's rating never changes another's figures. */
const resourceFor = (call: string, kind: Malformed) => `partial-${call}-${kind.replace(/\W+/g, "-")}`;

const loadFailed = () => screen.queryByText("The ratings could not be loaded.");

async function expectSummaryError() {
  const notice = (await screen.findByText("The ratings could not be loaded.")).closest<HTMLElement>('[role="status"]');
  expect(notice).not.toBeNull();
  expect(within(notice!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
}

/** The rating dialog still opens (the rest of the widget works) and closes again. */
async function expectDialogOpens(user: Rendered["user"], label: RegExp = /^(Want to rate|You rated this)$/) {
  await summarySettled();
  await user.click(await screen.findByRole("button", { name: label }));
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

interface Case {
  call: string;
  path: string;
  /** A resource with demo data to read (default: a fresh one of this case's own). */
  resource?: string;
  props?: Partial<ReviewWidgetProps>;
  /** Data the case needs before the widget starts (real calls). */
  before?: (request: RequestFunction, resourceId: string) => Promise<void>;
  /** Makes the widget use the call, and checks what it shows for this malformed answer. */
  exercise: (kind: Malformed, view: Rendered) => Promise<void>;
}

const CASES: Case[] = [
  {
    call: "general",
    path: `${SCORE}/general`,
    resource: "course-intro",
    props: { isModal: false },
    exercise: async (kind, view) => {
      // The list keeps loading whatever the figures' answer.
      await waitFor(() => expect(screen.getAllByRole("article").length).toBeGreaterThan(0));
      if (kind === "wrong types") await expectSummaryError();
      else {
        await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent(/^\d+ reviews$/));
        expect(loadFailed()).toBeNull();
      }
      if (kind === "HTML in strings") {
        const filter = await screen.findByRole("group", { name: "Filter reviews by tag" });
        expect(within(filter).getAllByRole("button", { name: new RegExp(`^${escape(HTML)}`) }).length).toBeGreaterThan(
          0,
        );
      }
      if (kind === "missing fields" || kind === "nulls" || kind === "empty data")
        expect(screen.queryByRole("group", { name: "Filter reviews by tag" })).toBeNull();
      await expectDialogOpens(view.user);
    },
  },
  {
    call: "queryMsgCountProportions",
    path: `${SCORE}/queryMsgCountProportions`,
    resource: "course-intro",
    exercise: async (kind, view) => {
      if (kind === "wrong types") await expectSummaryError();
      else if (kind === "extra fields" || kind === "HTML in strings") {
        await waitFor(() => expect(screen.getByTestId("positive-percent")).toHaveTextContent(/^\d+(\.\d)?%$/));
      } else {
        // No rows: the count comes from general's total, the shares are not known.
        await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent(/^\d+ reviews$/));
        expect(screen.getByTestId("positive-percent")).toHaveTextContent("–Not known");
        expect(document.querySelector('[part="badge"]')).toBeNull();
      }
      await expectDialogOpens(view.user);
    },
  },
  {
    call: "myScore",
    path: `${SCORE}/myScore`,
    before: async (request, resourceId) => {
      await request({ method: "POST", url: GIVE, data: { resourceId, moduleId: "course", score: 4, content: "Mine" } });
    },
    exercise: async (kind, view) => {
      if (kind === "wrong types") {
        await expectSummaryError();
        expect(screen.getByRole("button", { name: "Want to rate" })).toBeInTheDocument();
      } else if (kind === "empty data") {
        // No rating in the answer: the learner may rate (again; the server replaces the rating).
        await waitFor(() => expect(view.eventsNamed("listenScore").at(-1)).toEqual({ hasRated: false, score: 0 }));
      } else {
        await waitFor(() => expect(view.eventsNamed("listenScore").at(-1)).toEqual({ hasRated: true, score: 4 }));
        const dialog = await openDialog(view.user, "You rated this");
        expect(dialog).toHaveAccessibleName("Your rating");
        if (kind === "HTML in strings") expect(within(dialog).getByText(HTML)).toBeInTheDocument();
        await view.user.click(within(dialog).getByRole("button", { name: "Close" }));
      }
      await expectDialogOpens(view.user);
    },
  },
  {
    call: "configList",
    path: `${SCORE}/configList`,
    exercise: async (kind, view) => {
      const dialog = await openDialog(view.user);
      await view.user.click(star(dialog, 4));
      if (kind === "wrong types") await expectSummaryError();
      if (kind === "extra fields")
        expect(within(dialog).getByRole("button", { name: "Good pace" })).toBeInTheDocument();
      else if (kind === "HTML in strings")
        expect(within(dialog).getAllByRole("button", { name: HTML }).length).toBeGreaterThan(0);
      else expect(within(dialog).queryByRole("button", { name: "Good pace" })).toBeNull();
      // The dialog works with its own texts: the rating is published.
      await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
      await screen.findByRole("button", { name: "You rated this" });
    },
  },
  {
    call: "giveScore",
    path: GIVE,
    exercise: async (_kind, view) => {
      const dialog = await openDialog(view.user);
      await view.user.click(star(dialog, 4));
      await view.user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Saved anyway");
      await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
      // The envelope said it was saved: the widget says so too, whatever the answer's data.
      await screen.findByRole("button", { name: "You rated this" });
      expect(screen.queryByText("Publish failed, please try again later!")).toBeNull();
      const [published] = view.eventsNamed("publishScore");
      expect(published).toMatchObject({ score: 4 });
      expect(typeof published!.content).toBe("string");
      expect(await openDialog(view.user, "You rated this")).toHaveAccessibleName("Your rating");
    },
  },
  {
    call: "moderation",
    path: "/api/common/api/moderation/v1/content",
    props: { isIntranet: true },
    exercise: async (kind, view) => {
      const dialog = await openDialog(view.user);
      await view.user.click(star(dialog, 4));
      await view.user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Checked first");
      await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
      if (kind === "wrong types") {
        // A verdict nobody can read stops the publish, visibly; the draft stays.
        expect(await screen.findByText("Publish failed, please try again later!")).toBeInTheDocument();
        expect(within(dialog).getByRole("textbox", { name: "Your review" })).toHaveValue("Checked first");
        expect(screen.getByRole("button", { name: "Want to rate" })).toBeInTheDocument();
      } else {
        // No verdict (or not "block"): the server's own check on publishing decides.
        await screen.findByRole("button", { name: "You rated this" });
      }
    },
  },
  {
    call: "upload ticket",
    path: "/api/km/v1/file/upload",
    props: { isMobile: true },
    exercise: async (kind, view) => {
      const dialog = await openDialog(view.user);
      await view.user.click(star(dialog, 5));
      await view.user.upload(
        within(dialog).getByLabelText("Attach an image"),
        new File([PNG], "notes.png", { type: "image/png" }),
      );
      await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
      if (kind === "extra fields") {
        await screen.findByRole("button", { name: "You rated this" });
      } else {
        // Without a readable ticket there is nowhere to send the picture: the publish stops, visibly.
        expect(await screen.findByText("The image could not be uploaded. Please try again.")).toBeInTheDocument();
        expect(within(dialog).getByRole("img", { name: "Attached image" })).toBeInTheDocument();
      }
    },
  },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("malformed answers to the rating half's calls (real server, answers rewritten)", () => {
  for (const testCase of CASES) {
    it.each(MALFORMED)(`${testCase.call}: %s`, async (kind) => {
      const resourceId = testCase.resource ?? resourceFor(testCase.call, kind);
      const real = await requestAs(world.server, "learner");
      await testCase.before?.(real, resourceId);
      const { request, rewritten } = rewritingAnswers(real, testCase.path, kind);
      const view = renderWidget({ request, resourceId, moduleId: "course", ...testCase.props });
      try {
        await testCase.exercise(kind, view);
        expect(rewritten()).toBeGreaterThan(0);
        expect(screen.getByRole("button", { name: /^(Want to rate|You rated this)$/ })).toBeInTheDocument();
        expectNothingInjected();
        expect(watched.errors).toEqual([]);
      } finally {
        view.unmount();
      }
    });
  }
});
