import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import en from "../../i18n/locales/en_US/list";
import ru from "../../i18n/locales/ru_RU/list";
import { renderList, toastCollector } from "../../../test/list/render-list";
import { giveScore, listServerForSuite, seedReviews } from "../../../test/list/real-server";

const world = listServerForSuite();

async function resource(name: string) {
  await seedReviews(world.server, name, 2);
  const learnerId = await giveScore(world.server, "learner", {
    resourceId: name,
    score: 5,
    content: "Learner's words",
  });
  return { resourceId: name, learnerId };
}

const card = (id: number) => document.getElementById(`sxz-review-${id}`)!;

// The editors' and the delete confirmation's texts load with their chunk in the list's language; a host that
// gives them (all of `loadMessages(language).list`, or changed ones) sees its own.
describe("the texts of the list's editors and delete confirmation", () => {
  it("[RW-3] given only the start texts, the editor comes with its texts in the list's language", async () => {
    const { resourceId, learnerId } = await resource("texts-ru");
    const user = userEvent.setup();
    renderList({
      api: world.admin,
      resourceId,
      isAdmin: true,
      toast: toastCollector().toast,
      messages: ru,
      language: "ru_RU",
    });
    await waitFor(() => expect(card(learnerId)).toBeTruthy());
    await user.click(within(card(learnerId)).getByRole("button", { name: ru.reply }));
    expect(await within(card(learnerId)).findByRole("textbox", { name: "Ваш ответ" })).toBeInTheDocument();
    expect(within(card(learnerId)).getByRole("button", { name: "Отмена" })).toBeInTheDocument();
  });

  it("[RW-3] a host's own texts win over the loaded ones in the editor and the delete confirmation", async () => {
    const { resourceId, learnerId } = await resource("texts-host");
    const user = userEvent.setup();
    const messages = {
      ...en,
      replyLabel: "Your answer to this learner",
      deleteReviewTitle: "Remove this review for good?",
    };
    renderList({ api: world.admin, resourceId, isAdmin: true, toast: toastCollector().toast, messages });
    await waitFor(() => expect(card(learnerId)).toBeTruthy());
    await user.click(within(card(learnerId)).getByRole("button", { name: "Reply" }));
    expect(
      await within(card(learnerId)).findByRole("textbox", { name: "Your answer to this learner" }),
    ).toBeInTheDocument();
    // Texts the host left out come from the part's own.
    await user.click(within(card(learnerId)).getByRole("button", { name: "Cancel" }));
    await user.click(within(card(learnerId)).getByRole("button", { name: "More actions" }));
    const menu = await screen.findByRole("menu", { name: "More actions" });
    await user.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveAccessibleName("Remove this review for good?");
    expect(
      within(confirm).getByText("The review and its replies will be removed. This cannot be undone."),
    ).toBeInTheDocument();
  });
});
