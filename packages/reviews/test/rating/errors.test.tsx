import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { RequestFunction } from "../../src/api/request";
import { holdable, requestAs, ratingSuite } from "./real-server";
import { openDialog, renderWidget, star, submitAndSettle } from "./render-widget";

const world = ratingSuite();
afterEach(() => localStorage.clear());

const GIVE = "/api/universal/v1/score/giveScore";

/**
 * The real server for every call except giveScore, which fails the way a real server cannot be made to on
 * demand: an overloaded gateway (503), the rate limiter (429) or a dropped connection.
 */
function failingPublish(
  real: RequestFunction,
  failure: "503" | "429" | "network" | { code: number; message: string },
): RequestFunction {
  return async (config) => {
    if (config.url !== GIVE) return real(config);
    if (failure === "network")
      throw Object.assign(new Error("Network Error"), { isAxiosError: true, code: "ERR_NETWORK", request: {} });
    if (typeof failure === "object")
      return { status: 200, data: { code: failure.code, data: null, message: failure.message } };
    const status = Number(failure);
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      response: { status, data: { code: status, data: null, message: "" } },
    });
  };
}

async function rateAndSubmit(user: Awaited<ReturnType<typeof renderWidget>>["user"], score = 4) {
  const dialog = await openDialog(user);
  await user.click(star(dialog, score));
  await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Keep this");
  await user.click(within(dialog).getByRole("button", { name: "Submit" }));
  return dialog;
}

describe("publish failures", () => {
  for (const [failure, status] of [
    ["503", 503],
    ["429", 429],
    ["network", 0],
  ] as const) {
    it(`[RW-ERR-1] ${failure === "network" ? "no answer" : `HTTP ${failure}`} is busy: requestOnBusyError fires, the traffic message shows, the draft stays`, async () => {
      const request = failingPublish(await requestAs(world.server, "learner"), failure);
      const { user, eventsNamed } = renderWidget({ request, resourceId: `lesson-busy-${failure}`, moduleId: "course" });
      const dialog = await rateAndSubmit(user);
      await waitFor(() =>
        expect(screen.getByRole("alert")).toHaveTextContent(
          "Numerous visitors are visiting the page. Please try again later.",
        ),
      );
      expect(eventsNamed("requestOnBusyError")).toEqual([{ status, url: GIVE, method: "POST" }]);
      expect(within(dialog).getByRole("textbox", { name: "Your review" })).toHaveValue("Keep this");
      expect(JSON.parse(localStorage.getItem(`sxz-score-draft:course:lesson-busy-${failure}`) ?? "null")).toEqual({
        score: 4,
        tags: [],
        text: "Keep this",
      });
    });
  }

  it("[RW-ERR-4] a failed publish shows the server's message", async () => {
    const request = await requestAs(world.server, "learner");
    // A resource id longer than the contract allows: the real server refuses it with its own message.
    const resourceId = `lesson-${"x".repeat(120)}`;
    const { user } = renderWidget({ request, resourceId, moduleId: "course" });
    await rateAndSubmit(user);
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(/The request is not valid/));
  });

  it("[RW-ERR-4] a failure without a server message shows publishFailed", async () => {
    const request = failingPublish(await requestAs(world.server, "learner"), { code: 500100, message: "" });
    const { user } = renderWidget({ request, resourceId: "lesson-failed", moduleId: "course" });
    await rateAndSubmit(user);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Publish failed, please try again later!"));
  });

  it("[RW-ERR-6] error toasts show at most once per 3 seconds, remembered as score-toastTime", async () => {
    const { request, hold } = holdable(
      failingPublish(await requestAs(world.server, "learner"), { code: 500100, message: "" }),
      GIVE,
    );
    const { user } = renderWidget({ request, resourceId: "lesson-throttle", moduleId: "course" });
    const dialog = await rateAndSubmit(user);
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Publish failed"));
    await user.click(within(alert).getByRole("button", { name: "Close the notification" }));
    expect(alert).toBeEmptyDOMElement();
    const stored = Number(localStorage.getItem("score-toastTime"));
    expect(Date.now() - stored).toBeLessThan(3000);
    await submitAndSettle(user, dialog, hold);
    expect(alert).toBeEmptyDOMElement();
    // Three seconds later (moved back in storage rather than waited for) the next error shows again.
    localStorage.setItem("score-toastTime", String(Date.now() - 3001));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(alert).toHaveTextContent("Publish failed"));
  });
});
