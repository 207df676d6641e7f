import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { countingApi, renderList, toastCollector } from "../../../test/list/render-list";
import { giveScore, listServerForSuite, seedReviews } from "../../../test/list/real-server";

const world = listServerForSuite();

/** A fresh resource per test: `others` seeded reviews plus the learner's own, newest, review. */
async function resource(name: string, others = 3, content = "My honest take on this course") {
  await seedReviews(world.server, name, others);
  const ownId = await giveScore(world.server, "learner", { resourceId: name, score: 4, content });
  return { resourceId: name, ownId };
}

const card = (id: number) => document.getElementById(`sxz-review-${id}`)!;
const likeOf = (id: number) => within(card(id)).getByRole("button", { name: /^Like, / });

describe("review list as a learner (real server)", () => {
  it("[RW-LST-4] [RW-LST-5] [RW-ENT-1] a card shows name, the oneself badge, like with count, stars and date", async () => {
    const { resourceId, ownId } = await resource("learner-card");
    renderList({ api: world.learner, resourceId, toast: toastCollector().toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    const own = within(card(ownId));
    expect(card(ownId)).toHaveAccessibleName(/^Review by /);
    expect(own.getByText("Me")).toBeInTheDocument();
    expect(own.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(likeOf(ownId)).toHaveAttribute("aria-pressed", "false");
    expect(likeOf(ownId)).toHaveAccessibleName("Like, 0 likes");
    expect(own.getByText("My honest take on this course")).toBeInTheDocument();
    expect(card(ownId).querySelector("time")).toHaveTextContent(/now|minute|second/);
  });

  it("[RW-ST-7] [RW-ERR-5] like and unlike are optimistic and confirmed by the server; the result is said to screen readers, with no toast", async () => {
    const { resourceId, ownId } = await resource("learner-like");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.learner, resourceId, toast: toasts.toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    await user.click(likeOf(ownId));
    expect(likeOf(ownId)).toHaveAttribute("aria-pressed", "true");
    expect(likeOf(ownId)).toHaveAccessibleName("Like, 1 like");
    // The button shows the change where the learner acted: no toast; the words go to the list's polite live region.
    const announcement = screen.getByTestId("list-announcement");
    expect(announcement).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(announcement).toHaveTextContent("Liked"));
    const page = await world.learner.queryMessages({ resourceId, page: 1 });
    expect(page.scoreInfoList.find((r) => r.id === ownId)).toMatchObject({ isLiked: true, likeCount: 1 });
    await user.click(likeOf(ownId));
    await waitFor(() => expect(announcement).toHaveTextContent("Like removed"));
    expect(likeOf(ownId)).toHaveAttribute("aria-pressed", "false");
    expect(likeOf(ownId)).toHaveAccessibleName("Like, 0 likes");
    expect(toasts.all).toEqual([]);
  });

  it("[RW-ST-7] a like is blocked while its call is in flight", async () => {
    const { resourceId, ownId } = await resource("learner-like-twice");
    const counted = countingApi(world.learner);
    renderList({ api: counted.api, resourceId, toast: toastCollector().toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    likeOf(ownId).click();
    likeOf(ownId).click();
    likeOf(ownId).click();
    await waitFor(() => expect(likeOf(ownId)).not.toHaveAttribute("aria-busy"));
    expect(counted.calls.like).toBe(1);
    expect(likeOf(ownId)).toHaveAttribute("aria-pressed", "true");
  });

  it("[RW-ST-7] [RW-ERR-4] a refused like is rolled back with the like error", async () => {
    const { resourceId, ownId } = await resource("learner-like-fails");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.learner, resourceId, toast: toasts.toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    await world.admin.deleteScore(ownId);
    await user.click(likeOf(ownId));
    await waitFor(() =>
      expect(toasts.last()).toEqual({ message: "Like failed, please try again later", type: "error" }),
    );
    expect(likeOf(ownId)).toHaveAttribute("aria-pressed", "false");
    expect(likeOf(ownId)).toHaveAccessibleName("Like, 0 likes");
  });

  it("[RW-ST-8] [RW-ROLE-2] [RW-ERR-5] the author edits their review inline", async () => {
    const { resourceId, ownId } = await resource("learner-edit");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.learner, resourceId, toast: toasts.toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    await user.click(within(card(ownId)).getByRole("button", { name: "Edit" }));
    const area = await within(card(ownId)).findByRole("textbox", { name: "Edit your review" });
    expect(area).toHaveValue("My honest take on this course");
    expect(area).toHaveFocus();
    await user.clear(area);
    await user.type(area, "Changed my mind: even better");
    await user.click(within(card(ownId)).getByRole("button", { name: "Post" }));
    await waitFor(() => expect(toasts.last()).toEqual({ message: "Saved", type: "success" }));
    expect(within(card(ownId)).getByText("Changed my mind: even better")).toBeInTheDocument();
    expect(within(card(ownId)).queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(within(card(ownId)).getByRole("button", { name: "Edit" })).toHaveFocus());
    const page = await world.learner.queryMessages({ resourceId, page: 1 });
    expect(page.scoreInfoList.find((r) => r.id === ownId)?.content).toBe("Changed my mind: even better");
  });

  it("[RW-ST-10] post is enabled only for text that is not blank", async () => {
    const { resourceId, ownId } = await resource("learner-blank");
    const user = userEvent.setup();
    renderList({ api: world.learner, resourceId, toast: toastCollector().toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    await user.click(within(card(ownId)).getByRole("button", { name: "Edit" }));
    const area = await within(card(ownId)).findByRole("textbox");
    const post = within(card(ownId)).getByRole("button", { name: "Post" });
    expect(post).toBeEnabled();
    await user.clear(area);
    expect(post).toBeDisabled();
    await user.type(area, "   ");
    expect(post).toBeDisabled();
    await user.type(area, "x");
    expect(post).toBeEnabled();
  });

  it("[RW-VAL-5] [RW-K-5] text over limitWords is truncated with the commentMaxInvoice message", async () => {
    const { resourceId, ownId } = await resource("learner-limit", 1, "short");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.learner, resourceId, limitWords: "12", toast: toasts.toast });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    await user.click(within(card(ownId)).getByRole("button", { name: "Edit" }));
    const area = await within(card(ownId)).findByRole("textbox");
    await user.type(area, " and much more");
    expect(area).toHaveValue("short and mu");
    expect(within(card(ownId)).getByText("12/12")).toBeInTheDocument();
    expect(toasts.last()).toEqual({ message: "You can enter 12 character(s) at most", type: "info" });
  });

  it("[RW-DEL-1] [RW-ROLE-5] [RW-ERR-5] the author deletes their review after a confirmation; a double press deletes once", async () => {
    const { resourceId, ownId } = await resource("learner-delete");
    const user = userEvent.setup();
    const toasts = toastCollector();
    const counted = countingApi(world.learner);
    const onDeleteOrAdd = vi.fn();
    renderList({ api: counted.api, resourceId, toast: toasts.toast, onDeleteOrAdd });
    await waitFor(() => expect(card(ownId)).toBeTruthy());
    const remove = within(card(ownId)).getByRole("button", { name: "Delete" });
    await user.click(remove);
    let dialog = await screen.findByRole("alertdialog", { name: "Delete this review?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("img", { name: "Warning" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(remove).toHaveFocus();
    await user.click(remove);
    dialog = screen.getByRole("alertdialog");
    await user.dblClick(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(document.getElementById(`sxz-review-${ownId}`)).toBeNull());
    expect(counted.calls.deleteScore).toBe(1);
    expect(toasts.last()).toEqual({ message: "Deleted", type: "success" });
    expect(onDeleteOrAdd).toHaveBeenCalledWith({ action: "deleteReview", reviewId: ownId });
    // Focus moves to the review that took its place.
    await waitFor(() => expect(screen.getAllByRole("article")[0]).toHaveFocus());
    // Others' reviews offer the learner neither delete nor reply (RW-ROLE-3, RW-ROLE-5).
    const other = screen.getAllByRole("article")[0]!;
    expect(within(other).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(other).queryByRole("button", { name: "Reply" })).toBeNull();
  });

  it("[RW-ROLE-4] report is offered with showReport and hands the review and a link back to the host", async () => {
    const { resourceId } = await resource("learner-report", 2);
    const user = userEvent.setup();
    const onReport = vi.fn();
    const { unmount } = renderList({ api: world.learner, resourceId, toast: toastCollector().toast });
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    // Without showReport a learner has nothing in the options menu of others' reviews.
    expect(within(screen.getAllByRole("article")[1]!).queryByRole("button", { name: "More actions" })).toBeNull();
    unmount();
    renderList({ api: world.learner, resourceId, showReport: true, onReport, toast: toastCollector().toast });
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    const other = screen.getAllByRole("article")[1]!;
    await user.click(within(other).getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report" }));
    const id = Number(other.id.replace("sxz-review-", ""));
    expect(onReport).toHaveBeenCalledTimes(1);
    const detail = onReport.mock.calls[0]![0] as { review: { id: number }; link: string };
    expect(detail.review.id).toBe(id);
    expect(detail.link).toBe(`${window.location.href.split("#")[0]}#sxz-review-${id}`);
  });

  it("[RW-2] [RW-API-3] the own-messages mode lists the user's reviews across resources", async () => {
    await resource("mine-a", 1, "First own review");
    await resource("mine-b", 1, "Second own review");
    renderList({ api: world.learner, resourceId: "", mode: "mine", toast: toastCollector().toast });
    expect(await screen.findByRole("heading", { name: /My reviews/ })).toBeInTheDocument();
    expect(await screen.findByText("First own review")).toBeInTheDocument();
    expect(screen.getByText("Second own review")).toBeInTheDocument();
    for (const article of screen.getAllByRole("article")) expect(within(article).getByText("Me")).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("[RW-2] in the own-messages mode each review names its course, linked by the host's pattern, never by a script address", async () => {
    const id = await giveScore(world.server, "learner", {
      resourceId: "course-writing",
      score: 5,
      content: "Course-linked review",
      message: "s5-clear",
    });
    const { unmount } = renderList({
      api: world.learner,
      resourceId: "",
      mode: "mine",
      courseLink: "/courses/{resourceId}?sxz-lang=en_US",
      toast: toastCollector().toast,
    });
    const cardOf = async () => {
      await waitFor(() => expect(document.getElementById(`sxz-review-${id}`)).toBeTruthy());
      return document.getElementById(`sxz-review-${id}`)!;
    };
    const article = await cardOf();
    await waitFor(() =>
      expect(within(article).getByRole("link", { name: "Writing for the Workplace" })).toHaveAttribute(
        "href",
        "/courses/course-writing?sxz-lang=en_US",
      ),
    );
    expect(within(article).getByText("Clear explanations")).toBeInTheDocument();
    expect(within(article).queryByText("s5-clear")).toBeNull();
    unmount();
    renderList({
      api: world.learner,
      resourceId: "",
      mode: "mine",
      courseLink: "javascript:alert(1)//{resourceId}",
      toast: toastCollector().toast,
    });
    const unlinked = await cardOf();
    expect(await within(unlinked).findByText("Writing for the Workplace")).not.toHaveAttribute("href");
    expect(within(unlinked).queryByRole("link")).toBeNull();
  });
});
