import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { holdable, ratings, recording, requestAs, seedRatings, ratingSuite } from "./real-server";
import { openDialog, renderWidget, star, submitAndSettle } from "./render-widget";

const world = ratingSuite();
afterEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
});

const GIVE = "/api/universal/v1/score/giveScore";
const textbox = (dialog: HTMLElement) => within(dialog).getByRole("textbox", { name: "Your review" });
const submit = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Submit" });

describe("validation before and during publishing", () => {
  it("[RW-VAL-1] offline, submit warns noNetwork, sends nothing, and the draft survives a reload", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const first = renderWidget({ request, resourceId: "lesson-offline", moduleId: "course" });
    const dialog = await openDialog(first.user);
    await first.user.click(star(dialog, 2));
    // The tags of a score show once the dialog has the score's settings: waited for, not assumed.
    await first.user.click(await within(dialog).findByRole("button", { name: "Too fast" }));
    await first.user.type(textbox(dialog), "Slow down please");
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    await first.user.click(submit(dialog));
    expect(await screen.findByRole("alert")).toHaveTextContent("no network detected, please connect and try again");
    expect(calls.some((call) => call.url === GIVE)).toBe(false);
    expect(textbox(dialog)).toHaveValue("Slow down please");
    first.unmount();

    // A reload: a new widget for the same resource finds the draft.
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
    const second = renderWidget({ request, resourceId: "lesson-offline", moduleId: "course" });
    const again = await openDialog(second.user);
    expect(star(again, 2)).toHaveAttribute("aria-checked", "true");
    expect(await within(again).findByRole("button", { name: "Too fast" })).toHaveAttribute("aria-pressed", "true");
    expect(textbox(again)).toHaveValue("Slow down please");
    await second.user.click(submit(again));
    await screen.findByRole("button", { name: "You rated this" });
    expect(localStorage.getItem("sxz-score-draft:course:lesson-offline")).toBeNull();
  });

  it("[RW-VAL-2] submitting without a rating warns ratingAfter", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-norating", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(submit(dialog));
    expect(await screen.findByRole("status")).toHaveTextContent("Please rate first");
    expect(calls.some((call) => call.url === GIVE)).toBe(false);
  });

  it("[RW-ST-11] the validation toasts leave once their cause is gone: a star chosen, the text shortened", async () => {
    const { request } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-cause-gone", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(submit(dialog));
    const region = within(dialog).getByRole("status");
    expect(region).toHaveTextContent("Please rate first");
    await user.click(star(dialog, 4));
    expect(region).toBeEmptyDOMElement();
    await user.click(textbox(dialog));
    await user.paste("x".repeat(201));
    expect(region).toHaveTextContent("You can enter 200 character(s) at most");
    await user.type(textbox(dialog), "{Backspace}");
    expect(region).toBeEmptyDOMElement();
  });

  it("[RW-VAL-3] 1-2 stars without tag or text shows the configured low-score tip", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-low", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 1));
    await user.click(submit(dialog));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("For a low rating, please choose a tag or write a comment."),
    );
    expect(calls.some((call) => call.url === GIVE)).toBe(false);
  });

  it("[RW-ST-3] the submit button is disabled without a rating and for 1-2 stars until a tag or text exists", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-enabled", moduleId: "course" });
    const dialog = await openDialog(user);
    expect(submit(dialog)).toHaveAttribute("aria-disabled", "true");
    await user.click(star(dialog, 2));
    expect(submit(dialog)).toHaveAttribute("aria-disabled", "true");
    await user.type(textbox(dialog), "x");
    expect(submit(dialog)).toHaveAttribute("aria-disabled", "false");
    await user.clear(textbox(dialog));
    await user.click(within(dialog).getByRole("button", { name: "Unclear" }));
    expect(submit(dialog)).toHaveAttribute("aria-disabled", "false");
    await user.click(star(dialog, 3));
    expect(submit(dialog)).toHaveAttribute("aria-disabled", "false");
  });

  it("[RW-DLG-4] the submit button changes look once enabled", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-look", moduleId: "course" });
    const dialog = await openDialog(user);
    expect(submit(dialog)).not.toHaveClass("sxz-submit--enabled");
    await user.click(star(dialog, 4));
    expect(submit(dialog)).toHaveClass("sxz-submit--enabled");
  });

  it("[RW-VAL-4] leading whitespace is trimmed and text past 200 characters is cut with the atMost warning", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-long", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(textbox(dialog));
    await user.paste("   starts here");
    expect(textbox(dialog)).toHaveValue("starts here");
    await user.clear(textbox(dialog));
    await user.paste("a".repeat(205));
    expect(textbox(dialog)).toHaveValue("a".repeat(200));
    expect(await screen.findByRole("status")).toHaveTextContent("You can enter 200 character(s) at most");
    expect(screen.getByTestId("counter-announcement")).toHaveTextContent("200 of 200 characters used");
  });

  it("[RW-VAL-6] text with invalid characters is refused with 'Comment contains invalid chars'", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-chars", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.click(textbox(dialog));
    await user.paste("see file\u202Efdp.exe");
    await user.click(submit(dialog));
    expect(await screen.findByRole("status")).toHaveTextContent("Comment contains invalid chars");
    expect(calls.some((call) => call.url === GIVE)).toBe(false);
  });

  it("[RW-VAL-7] internal variant: blocked content stops publishing with the involving error", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-check", moduleId: "course", isIntranet: true });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.type(textbox(dialog), "best casino tips");
    await user.click(submit(dialog));
    expect(await screen.findByRole("alert")).toHaveTextContent("Involving sensitive content, please modify");
    expect(calls.some((call) => call.url === GIVE)).toBe(false);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("[RW-API-7] internal variant sends the text to the content check first, then publishes when it passes", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({ request, resourceId: "lesson-check-ok", moduleId: "course", isIntranet: true });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.type(textbox(dialog), "Useful examples");
    await user.click(submit(dialog));
    await screen.findByRole("button", { name: "You rated this" });
    const urls = calls.map((call) => call.url);
    const check = urls.indexOf("/api/common/api/moderation/v1/content");
    expect(check).toBeGreaterThanOrEqual(0);
    expect(calls[check]).toMatchObject({ method: "POST", data: { content: "Useful examples" } });
    expect(urls.indexOf(GIVE)).toBeGreaterThan(check);
  });

  it("[RW-ERR-2] sensitive content on desktop shows the feedback toast with the link, in error style", async () => {
    localStorage.setItem("tenant_id", "demo");
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({ request, resourceId: "lesson-sensitive", moduleId: "course" });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.type(textbox(dialog), "I love gambling");
    await user.click(submit(dialog));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your input may contain sensitive information, please modify.");
    expect(within(alert).getByRole("link", { name: "Send feedback" })).toHaveAttribute(
      "href",
      `${location.origin}/feedback/demo?sxz-lang=en_US`,
    );
    expect(alert.querySelector(".sxz-toast")).toHaveClass("sxz-toast--error");
    expect(textbox(dialog)).toHaveValue("I love gambling");
  });

  it("[RW-SCR-1] the feedback link takes the tenant from the schoolId query parameter when none is stored", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({
      request,
      resourceId: "lesson-sensitive-2",
      moduleId: "course",
      search: "?schoolId=demo",
    });
    const dialog = await openDialog(user);
    await user.click(star(dialog, 4));
    await user.type(textbox(dialog), "casino");
    await user.click(submit(dialog));
    const link = await screen.findByRole("link", { name: "Send feedback" });
    expect(link).toHaveAttribute("href", `${location.origin}/feedback/demo?sxz-lang=en_US`);
  });

  it("[RW-ERR-3] sensitive content on mobile shows an error toast with the server's message, none with disableToast", async () => {
    const request = await requestAs(world.server, "learner");
    const first = renderWidget({ request, resourceId: "lesson-sensitive-m", moduleId: "course", isMobile: true });
    const dialog = await openDialog(first.user);
    await first.user.click(star(dialog, 4));
    await first.user.type(textbox(dialog), "casino");
    await first.user.click(submit(dialog));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).not.toBe(""));
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
    const direct = await request({
      method: "POST",
      url: GIVE,
      data: { resourceId: "lesson-sensitive-m", moduleId: "course", score: 4, content: "casino" },
      headers: { "sxz-lang": "en_US" },
    });
    expect(alert).toHaveTextContent((direct.data as { message: string }).message);
    first.unmount();
    localStorage.clear();

    const held = holdable(request, GIVE);
    const second = renderWidget({
      request: held.request,
      resourceId: "lesson-sensitive-m",
      moduleId: "course",
      isMobile: true,
      disableToast: true,
    });
    const quiet = await openDialog(second.user);
    await second.user.click(star(quiet, 4));
    await second.user.type(textbox(quiet), "casino");
    await submitAndSettle(second.user, quiet, held.hold);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("[RW-VAL-8] the sensitive-content messages are the spec's texts", async () => {
    const { default: en } = await import("../../src/i18n/locales/en_US/rating-dialog");
    expect(en.sensitiveException).toBe("Your input may contain sensitive information, please modify.");
    expect(en.involving).toBe("Involving sensitive content, please modify");
  });

  it("[RW-ROLE-1] without isProgress the studyProgress warning shows instead of the dialog; scoreTip replaces it", async () => {
    const request = await requestAs(world.server, "learner");
    const first = renderWidget({ request, resourceId: "lesson-role", moduleId: "course", isProgress: false });
    await first.user.click(await screen.findByRole("button", { name: "Want to rate" }));
    const warning = await screen.findByText(
      "You can comment on this course only when you have completed at least 30% of the course content.",
    );
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    first.unmount();
    const second = renderWidget({
      request,
      resourceId: "lesson-role",
      moduleId: "course",
      isPermission: false,
      scoreTip: "Join the class to rate it.",
    });
    await second.user.click(await screen.findByRole("button", { name: "Want to rate" }));
    expect(await screen.findByText("Join the class to rate it.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("[RW-ROLE-1] a user who already rated can always open the read-only view", async () => {
    const request = await requestAs(world.server, "learner");
    await request({
      method: "POST",
      url: GIVE,
      data: { resourceId: "lesson-role-view", moduleId: "course", score: 5 },
    });
    const { user } = renderWidget({
      request,
      resourceId: "lesson-role-view",
      moduleId: "course",
      isPermission: false,
      isProgress: false,
    });
    const view = await openDialog(user, "You rated this");
    expect(view).toHaveAccessibleName("Your rating");
  });

  it("[RW-ROLE-7] isModal, or module school or section, renders no review list", async () => {
    const request = await requestAs(world.server, "learner");
    const shown = renderWidget({ request, resourceId: "course-intro", moduleId: "course", isModal: false });
    expect(await screen.findByRole("region", { name: "Reviews" })).toBeInTheDocument();
    shown.unmount();
    for (const props of [
      { isModal: true, moduleId: "course" },
      { isModal: false, moduleId: "school" },
      { isModal: false, moduleId: "section" },
    ]) {
      const view = renderWidget({ request, resourceId: "course-intro", ...props });
      await screen.findByTestId("review-count");
      expect(screen.queryByRole("region", { name: "Reviews" })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("[RW-VAL-11] the recommended value needs more than 15 reviewers: not at 15 (though the badge shows), from the 16th", async () => {
    await seedRatings(world.server, "lesson-recommended", ratings(5, 14));
    // The 15th and 16th reviewers rate through the real publish call.
    const learner = await requestAs(world.server, "learner");
    await learner({
      method: "POST",
      url: GIVE,
      data: { resourceId: "lesson-recommended", moduleId: "course", score: 4 },
    });
    const fifteen = renderWidget({ request: learner, resourceId: "lesson-recommended", moduleId: "course" });
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("15 reviews"));
    expect(screen.getByText("100% recommended")).toBeInTheDocument();
    expect(screen.queryByTestId("recommended-value")).not.toBeInTheDocument();
    fifteen.unmount();

    const learner2 = await requestAs(world.server, "learner2");
    await learner2({
      method: "POST",
      url: GIVE,
      data: { resourceId: "lesson-recommended", moduleId: "course", score: 4 },
    });
    renderWidget({ request: learner2, resourceId: "lesson-recommended", moduleId: "course" });
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("16 reviews"));
    expect(screen.getByTestId("recommended-value")).toHaveTextContent("Recommended value 100%");
  });

  it("[RW-VAL-11] the internal non-prod variant's lower badge threshold does not lower the recommended value's", async () => {
    await seedRatings(world.server, "lesson-recommended-internal", ratings(5, 15));
    const request = await requestAs(world.server, "learner");
    renderWidget({ request, resourceId: "lesson-recommended-internal", moduleId: "course", isIntranet: true });
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent("15 reviews"));
    expect(document.querySelector('[part="badge"]')).not.toBeNull();
    expect(screen.queryByTestId("recommended-value")).not.toBeInTheDocument();
  });

  it("[RW-ROLE-1] a host that sets neither isPermission nor isProgress gets the warning, not a dialog", async () => {
    const { request, calls } = recording(await requestAs(world.server, "learner"));
    const { user } = renderWidget({
      request,
      resourceId: "lesson-role-omitted",
      moduleId: "course",
      isPermission: undefined,
      isProgress: undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Want to rate" }));
    expect(
      await screen.findByText(
        "You can comment on this course only when you have completed at least 30% of the course content.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === GIVE)).toBe(false);
  });

  it("[RW-ROLE-1] isPermission true alone is not enough: the host's scoreTip shows", async () => {
    const request = await requestAs(world.server, "learner");
    const { user } = renderWidget({
      request,
      resourceId: "lesson-role-one",
      moduleId: "course",
      isPermission: true,
      isProgress: undefined,
      scoreTip: "Finish a lesson first",
    });
    await user.click(await screen.findByRole("button", { name: "Want to rate" }));
    expect(await screen.findByText("Finish a lesson first")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
