import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderList, toastCollector } from "../../../test/list/render-list";
import { giveScore, listServerForSuite, seedReviews } from "../../../test/list/real-server";

const world = listServerForSuite();

/** `count` seeded reviews (oldest first in time) plus the learner's own, newest review. */
async function resource(name: string, count = 4) {
  await seedReviews(world.server, name, count);
  const learnerId = await giveScore(world.server, "learner", {
    resourceId: name,
    score: 5,
    content: "Learner's words",
  });
  return { resourceId: name, learnerId };
}

const card = (id: number) => document.getElementById(`sxz-review-${id}`)!;
const ids = () => screen.getAllByRole("article").map((a) => Number(a.id.replace("sxz-review-", "")));

async function openMenu(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(within(card(id)).getByRole("button", { name: "More actions" }));
  return screen.findByRole("menu", { name: "More actions" });
}

describe("review list as an administrator (real server)", () => {
  it("[RW-OPT-1] [RW-ROLE-3] the options menu offers pin, hide, report and delete and works from the keyboard", async () => {
    const { resourceId, learnerId } = await resource("admin-menu");
    const user = userEvent.setup();
    renderList({ api: world.admin, resourceId, isAdmin: true, showReport: true, toast: toastCollector().toast });
    await waitFor(() => expect(card(learnerId)).toBeTruthy());
    const button = within(card(learnerId)).getByRole("button", { name: "More actions" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    button.focus();
    await user.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Pin to top", "Hide", "Report", "Delete"]);
    // The menu takes focus once its popup, loaded on use, has mounted: waited for, not assumed.
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Pin to top" })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: "Hide" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
    // Admin on the external variant: reply on every card.
    expect(within(card(learnerId)).getByRole("button", { name: "Reply" })).toBeInTheDocument();
  });

  it("[RW-ST-5] [RW-API-5] [RW-ERR-5] pin moves a review to the top with the pinned marker; unpin puts it back by time", async () => {
    const { resourceId, learnerId } = await resource("admin-pin");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.admin, resourceId, isAdmin: true, toast: toasts.toast });
    await waitFor(() => expect(ids()).toHaveLength(5));
    const before = ids();
    const oldest = before[before.length - 1]!;
    await openMenu(user, oldest);
    await user.click(screen.getByRole("menuitem", { name: "Pin to top" }));
    await waitFor(() => expect(ids()[0]).toBe(oldest));
    expect(within(card(oldest)).getByText("Pinned")).toBeInTheDocument();
    expect(toasts.last()).toEqual({ message: "Pinned to top", type: "success" });
    expect((await world.learner.queryMessages({ resourceId, page: 1 })).scoreInfoList[0]).toMatchObject({
      id: oldest,
      isTop: 1,
    });
    await openMenu(user, oldest);
    await user.click(screen.getByRole("menuitem", { name: "Unpin" }));
    await waitFor(() => expect(ids()).toEqual(before));
    expect(toasts.last()).toEqual({ message: "Unpinned", type: "success" });
    expect(ids()[0]).toBe(learnerId);
  });

  it("[RW-ST-6] [RW-ERR-5] [RW-OPT-1] hiding marks the review hidden: the admin keeps reading its text, muted, and unhides it from the menu", async () => {
    const { resourceId, learnerId } = await resource("admin-hide");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.admin, resourceId, isAdmin: true, toast: toasts.toast });
    await waitFor(() => expect(within(card(learnerId)).getByText("Learner's words")).toBeInTheDocument());
    await openMenu(user, learnerId);
    await user.click(screen.getByRole("menuitem", { name: "Hide" }));
    await waitFor(() => expect(within(card(learnerId)).getByText("Hidden", { exact: true })).toBeInTheDocument());
    expect(card(learnerId)).toHaveClass("is-hidden");
    expect(within(card(learnerId)).getByText("Learner's words")).toBeInTheDocument();
    expect(within(card(learnerId)).queryByText("This review has been hidden.")).toBeNull();
    expect(toasts.last()).toEqual({ message: "Review hidden", type: "success" });
    // After a reload too: the server sends the text to administrators of the review's school.
    const reloaded = (await world.admin.queryMessages({ resourceId, page: 1 })).scoreInfoList.find(
      (r) => r.id === learnerId,
    );
    expect(reloaded).toMatchObject({ isHidden: 1, content: "Learner's words" });
    // Learners get no text for a hidden review from the server either.
    expect(
      (await world.learner.queryMessages({ resourceId, page: 1 })).scoreInfoList.find((r) => r.id === learnerId)
        ?.content,
    ).toBe("");
    await openMenu(user, learnerId);
    await user.click(screen.getByRole("menuitem", { name: "Unhide" }));
    await waitFor(() => expect(within(card(learnerId)).queryByText("Hidden", { exact: true })).toBeNull());
    expect(card(learnerId)).not.toHaveClass("is-hidden");
    expect(within(card(learnerId)).getByText("Learner's words")).toBeInTheDocument();
    expect(toasts.last()).toEqual({ message: "Review shown again", type: "success" });
  });

  it("[RW-LST-8] [RW-ENT-2] [RW-ENT-6] [RW-API-6] [RW-ST-8] an admin replies, edits the reply and deletes it", async () => {
    const { resourceId, learnerId } = await resource("admin-reply");
    const user = userEvent.setup();
    const toasts = toastCollector();
    const onDeleteOrAdd = vi.fn();
    renderList({ api: world.admin, resourceId, isAdmin: true, toast: toasts.toast, onDeleteOrAdd });
    await waitFor(() => expect(card(learnerId)).toBeTruthy());
    await user.click(within(card(learnerId)).getByRole("button", { name: "Reply" }));
    const area = await within(card(learnerId)).findByRole("textbox", { name: "Your reply" });
    expect(within(card(learnerId)).getByText("0/250")).toBeInTheDocument();
    await user.type(area, "Thank you for the feedback!");
    expect(within(card(learnerId)).getByText("27/250")).toBeInTheDocument();
    await user.click(within(card(learnerId)).getByRole("button", { name: "Post" }));
    await waitFor(() => expect(toasts.last()).toEqual({ message: "Reply posted", type: "success" }));
    const replies = within(card(learnerId)).getByRole("list", { name: "Replies" });
    const reply = within(replies).getByRole("listitem", { name: /^Reply from / });
    expect(within(reply).getByText("Thank you for the feedback!")).toBeInTheDocument();
    expect(within(reply).getByText("Administrator")).toBeInTheDocument();
    expect(onDeleteOrAdd).toHaveBeenLastCalledWith({ action: "addReply", reviewId: learnerId });
    // The learner sees the reply too.
    expect(
      (await world.learner.queryMessages({ resourceId, page: 1 })).scoreInfoList.find((r) => r.id === learnerId)
        ?.replyList[0]?.content,
    ).toBe("Thank you for the feedback!");

    await user.click(within(reply).getByRole("button", { name: "Edit reply" }));
    const editArea = await within(reply).findByRole("textbox", { name: "Edit the reply" });
    expect(editArea).toHaveValue("Thank you for the feedback!");
    await user.clear(editArea);
    await user.type(editArea, "Thanks, we updated the module.");
    await user.click(within(reply).getByRole("button", { name: "Post" }));
    await waitFor(() => expect(within(reply).getByText("Thanks, we updated the module.")).toBeInTheDocument());
    expect(toasts.last()).toEqual({ message: "Saved", type: "success" });

    await user.click(within(reply).getByRole("button", { name: "Delete reply" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this reply?" });
    expect(dialog).toHaveAccessibleDescription("The reply will be removed. This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(card(learnerId)).queryByRole("list", { name: "Replies" })).toBeNull());
    expect(toasts.last()).toEqual({ message: "Deleted", type: "success" });
    expect(onDeleteOrAdd).toHaveBeenLastCalledWith({ action: "deleteReply", reviewId: learnerId });
  });

  it("[RW-ROLE-3] [RW-ROLE-5] an admin deletes another person's review", async () => {
    const { resourceId, learnerId } = await resource("admin-delete");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.admin, resourceId, isAdmin: true, toast: toasts.toast });
    await waitFor(() => expect(card(learnerId)).toBeTruthy());
    await openMenu(user, learnerId);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this review?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(document.getElementById(`sxz-review-${learnerId}`)).toBeNull());
    expect(screen.getByRole("heading", { name: /4 reviews/ })).toBeInTheDocument();
    expect(
      (await world.learner.queryMessages({ resourceId, page: 1 })).scoreInfoList.some((r) => r.id === learnerId),
    ).toBe(false);
  });

  it("[RW-ERR-4] refused moderation calls show their messages; delete prefers the server's", async () => {
    const { resourceId, learnerId } = await resource("admin-failures");
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.admin, resourceId, isAdmin: true, toast: toasts.toast });
    await waitFor(() => expect(card(learnerId)).toBeTruthy());
    // The review disappears on the server behind the list's back.
    await world.admin.deleteScore(learnerId);
    await openMenu(user, learnerId);
    await user.click(screen.getByRole("menuitem", { name: "Pin to top" }));
    await waitFor(() =>
      expect(toasts.last()).toEqual({ message: "Pin failed, please try again later", type: "error" }),
    );
    await openMenu(user, learnerId);
    await user.click(screen.getByRole("menuitem", { name: "Hide" }));
    await waitFor(() =>
      expect(toasts.last()).toEqual({ message: "Hide failed, please try again later", type: "error" }),
    );
    await user.click(within(card(learnerId)).getByRole("button", { name: "Reply" }));
    await user.type(await within(card(learnerId)).findByRole("textbox"), "Hello");
    await user.click(within(card(learnerId)).getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(toasts.last()).toEqual({ message: "Reply failed, please try again later", type: "error" }),
    );
    // The draft survives the failure.
    expect(within(card(learnerId)).getByRole("textbox")).toHaveValue("Hello");
    await user.click(within(card(learnerId)).getByRole("button", { name: "Cancel" }));
    await openMenu(user, learnerId);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toasts.last()?.type).toBe("error"));
    const message = toasts.last()!.message;
    expect(message).not.toBe("Delete failed, please try again later");
    expect(message.length).toBeGreaterThan(0);
    expect(card(learnerId)).toBeTruthy();
  });
});
