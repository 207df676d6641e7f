import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderList, toastCollector } from "../../../test/list/render-list";
import { axiosRequest, giveScore, listServerForSuite, login, seedReviews } from "../../../test/list/real-server";
import { createListApiWithParts } from "../../parts/list-parts";
import { createRequester } from "../../api/request";
import type { BusyError } from "../../api/request";
import type { RequestFunction } from "../../api/request";

const world = listServerForSuite();
afterEach(() => {
  window.location.hash = "";
});

const card = (id: string | number) => document.getElementById(`sxz-review-${id}`)!;

describe("review list failures and links (real server)", () => {
  it("[RW-ST-7] [RW-ERR-4] a refused unlike is rolled back with the cancel error", async () => {
    await seedReviews(world.server, "fail-unlike", 2);
    const id = await giveScore(world.server, "learner", { resourceId: "fail-unlike", score: 5, content: "Great" });
    await world.learner.like({ id, from_user_id: "user-learner" }, true);
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.learner, resourceId: "fail-unlike", toast: toasts.toast });
    const like = await waitFor(() => within(card(id)).getByRole("button", { name: /^Like, / }));
    expect(like).toHaveAttribute("aria-pressed", "true");
    await world.admin.deleteScore(id);
    await user.click(like);
    await waitFor(() =>
      expect(toasts.last()).toEqual({ message: "Could not remove the like, please try again later", type: "error" }),
    );
    expect(like).toHaveAttribute("aria-pressed", "true");
    expect(like).toHaveAccessibleName("Like, 1 like");
  });

  it("[RW-ERR-4] a refused edit shows the edit error and keeps the text", async () => {
    const id = await giveScore(world.server, "learner", { resourceId: "fail-edit", score: 4, content: "Fine" });
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api: world.learner, resourceId: "fail-edit", toast: toasts.toast });
    await waitFor(() => expect(card(id)).toBeTruthy());
    await user.click(within(card(id)).getByRole("button", { name: "Edit" }));
    const area = await within(card(id)).findByRole("textbox");
    await user.clear(area);
    // A right-to-left override is one of the characters the server refuses (RW-VAL-6).
    await user.type(area, "Fine\u202Eenif");
    await user.click(within(card(id)).getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(toasts.last()).toEqual({ message: "Edit failed, please try again later", type: "error" }),
    );
    expect(within(card(id)).getByRole("textbox")).toHaveValue("Fine\u202Eenif");
  });

  it("[RW-ERR-1] a busy answer reaches the requester's onBusy and the list adds no toast of its own", async () => {
    const id = await giveScore(world.server, "learner", { resourceId: "fail-busy", score: 4, content: "Fine" });
    const real = axiosRequest(world.server, await login(world.server, "learner"));
    // The reference server cannot be made to answer 503 on demand: this one call is answered in-process.
    const request: RequestFunction = (config) =>
      config.url.endsWith("/liked")
        ? Promise.reject(Object.assign(new Error("503"), { response: { status: 503, data: null } }))
        : real(config);
    const busy: BusyError[] = [];
    const api = createListApiWithParts(createRequester(request, (error) => busy.push(error)));
    const user = userEvent.setup();
    const toasts = toastCollector();
    renderList({ api, resourceId: "fail-busy", toast: toasts.toast });
    const like = await waitFor(() => within(card(id)).getByRole("button", { name: /^Like, / }));
    await user.click(like);
    await waitFor(() => expect(busy).toHaveLength(1));
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "false"));
    expect(toasts.all).toEqual([]);
  });

  it("[RW-ROLE-4] a link back to a review brings that review into focus once it is loaded", async () => {
    await seedReviews(world.server, "link-course", 5);
    const page = await world.learner.queryMessages({ resourceId: "link-course", page: 1 });
    const target = page.scoreInfoList[3]!.id;
    window.location.hash = `#sxz-review-${target}`;
    renderList({ api: world.learner, resourceId: "link-course", toast: toastCollector().toast });
    await waitFor(() => expect(card(target)).toHaveFocus());
    expect(screen.getAllByRole("article")).toHaveLength(5);
  });
});
