import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { recording, requestAs, ratingSuite } from "./real-server";
import { openDialog, renderWidget, star } from "./render-widget";

const world = ratingSuite();

describe("rating flow against the reference server", () => {
  it("[RW-ST-4] after publishing the dialog closes and the widget becomes the rated view", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-flow", moduleId: "course" });
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleName("Rate this course");
    await user.click(star(dialog, 5));
    await user.click(await within(dialog).findByRole("button", { name: "Clear explanations" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Well paced and clear");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "You rated this" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("1 review"));

    const view = await openDialog(user, "You rated this");
    expect(view).toHaveAccessibleName("Your rating");
    expect(within(view).getByRole("img", { name: "5 stars" })).toBeInTheDocument();
    expect(within(view).getByText("Clear explanations")).toBeInTheDocument();
    expect(within(view).getByText("Well paced and clear")).toBeInTheDocument();
  });

  it("[RW-DLG-3] a user with an earlier rating sees it read-only, without a submit button", async () => {
    const request = await requestAs(world.server, "learner");
    await request({
      method: "POST",
      url: "/api/universal/v1/score/giveScore",
      data: {
        resourceId: "lesson-view",
        moduleId: "course",
        score: 2,
        message: "s2-too-fast",
        content: "Hard to follow",
      },
    });
    const { user } = renderWidget({ request, resourceId: "lesson-view", moduleId: "course" });
    const view = await openDialog(user, "You rated this");
    expect(within(view).getByRole("img", { name: "2 stars" })).toBeInTheDocument();
    expect(within(view).getByText("Too fast")).toBeInTheDocument();
    expect(within(view).getByText("Hard to follow")).toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
    expect(within(view).queryByRole("radiogroup")).not.toBeInTheDocument();
  });

  it("[RW-API-1] publishing posts the publish payload to giveScore", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-api", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.click(within(dialog).getByRole("button", { name: "Good pace" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await screen.findByRole("button", { name: "You rated this" });
    const publish = calls.find((call) => call.url === "/api/universal/v1/score/giveScore");
    expect(publish).toMatchObject({
      method: "POST",
      data: { resourceId: "lesson-api", moduleId: "course", score: 4, message: "s4-good-pace", content: "" },
    });
  });

  it("[RW-ENT-4] payload fields come from attributes, else from the same-named query parameters", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({
      request,
      resourceId: "lesson-payload",
      moduleId: "course",
      source: "widget-test",
      search: "?courseId=course-data&appId=app-1&appType=web&classId=class-9&resourceType=video&source=ignored",
    });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 3));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await screen.findByRole("button", { name: "You rated this" });
    const publish = calls.find((call) => call.url === "/api/universal/v1/score/giveScore");
    expect(publish?.data).toEqual({
      resourceId: "lesson-payload",
      moduleId: "course",
      score: 3,
      content: "",
      message: "",
      source: "widget-test",
      courseId: "course-data",
      appId: "app-1",
      appType: "web",
      classId: "class-9",
      resourceType: "video",
    });
  });

  it("[RW-ST-2] changing the rating clears the tags and shows the new score's tags, guide and caption", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-change", moduleId: "course" });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Tap a star to rate this course")).toBeInTheDocument();
    await user.click(star(dialog, 5));
    expect(within(dialog).getByText("Very good! Recommend it to others.")).toBeInTheDocument();
    expect(within(dialog).getByText("Very good")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Engaging" }));
    expect(within(dialog).getByRole("button", { name: "Engaging" })).toHaveAttribute("aria-pressed", "true");
    await user.click(star(dialog, 2));
    expect(within(dialog).queryByRole("button", { name: "Engaging" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("Dissatisfied? What let you down?")).toBeInTheDocument();
    for (const name of ["Unclear", "Outdated content", "Too fast"]) {
      expect(within(dialog).getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
    }
    expect(within(dialog).getByRole("textbox", { name: "Your review" })).toHaveAttribute(
      "placeholder",
      "Tell us what could be better",
    );
  });

  it("[RW-ST-1] clicking the selected star in the dialog resets the rating to 0", async () => {
    const request = await requestAs(world.server, "learner");
    const { user, eventsNamed } = renderWidget({ request, resourceId: "lesson-reset", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 3));
    expect(star(dialog, 3)).toHaveAttribute("aria-checked", "true");
    await user.click(star(dialog, 3));
    for (const n of [1, 2, 3, 4, 5]) expect(star(dialog, n)).toHaveAttribute("aria-checked", "false");
    expect(eventsNamed("scoreChange")).toEqual([{ score: 3 }, { score: 0 }]);
  });

  it("[RW-ERR-5] success shows the custom per-score message configured for that score", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-success", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 5));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Wonderful! Thanks for the five stars."));
  });

  it("[RW-ENT-8] showScoreMark, scoreChange, publishScore, deleteOrAdd and listenScore are reported", async () => {
    const request = await requestAs(world.server, "learner");
    const { user, eventsNamed } = renderWidget({ request, resourceId: "lesson-events", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Good");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await screen.findByRole("button", { name: "You rated this" });
    expect(eventsNamed("showScoreMark")).toEqual([{ mode: "edit" }]);
    expect(eventsNamed("scoreChange")).toEqual([{ score: 4 }]);
    const [published] = eventsNamed("publishScore");
    expect(published).toMatchObject({ score: 4, content: "Good", message: "" });
    expect(published?.review?.resource_id).toBe("lesson-events");
    expect(eventsNamed("deleteOrAdd")).toEqual([{ action: "addScore", reviewId: published?.review?.id }]);
    await waitFor(() => expect(eventsNamed("listenScore").at(-1)).toEqual({ hasRated: true, score: 4 }));
  });

  it("[RW-ST-12] the internal variant shows a 1.5 s sparkle after a 5-star success, not after 4 stars", async () => {
    const request = await requestAs(world.server, "learner");
    const { user, unmount } = renderWidget({
      request,
      resourceId: "lesson-sparkle",
      moduleId: "course",
      isIntranet: true,
    });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 5));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const sparkle = await screen.findByTestId("sparkle");
    const shownAt = Date.now();
    await waitFor(() => expect(sparkle).not.toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1300);
    unmount();

    const other = renderWidget({ request, resourceId: "lesson-sparkle-4", moduleId: "course", isIntranet: true });
    const second = await openDialog(other.user);
    await other.user.click(star(second, 4));
    await other.user.click(within(second).getByRole("button", { name: "Submit" }));
    await screen.findByRole("button", { name: "You rated this" });
    expect(screen.queryByTestId("sparkle")).not.toBeInTheDocument();
  });

  it("[RW-VAL-9] below 30% of the course the server's progress message shows and the draft stays", async () => {
    const request = await requestAs(world.server, "learner2");
    const { user } = renderWidget({ request, resourceId: "course-intro", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Nice so far");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can comment on this course only when you have completed at least 30% of the course content.",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(star(dialog, 4)).toHaveAttribute("aria-checked", "true");
    expect(within(dialog).getByRole("textbox", { name: "Your review" })).toHaveValue("Nice so far");
  });
});
