import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { ReviewWidget } from "../../src/components/ReviewWidget/ReviewWidget";
import { ratingSuite, requestAs } from "./real-server";

const world = ratingSuite();

describe("the page address asks to scroll to the widget", () => {
  const original = HTMLElement.prototype.scrollIntoView;
  // The retries' moments are read on Vitest's clock, which follows the real one (the real server's answers still
  // arrive) but fires each timer at its own time: a loaded machine delays the whole clock, never one timer.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    HTMLElement.prototype.scrollIntoView = original;
  });

  it("[RW-SCR-2] with scrollToScore=1 the widget brings itself into view at once and again at 300 ms and 400 ms", async () => {
    const scrolled: number[] = [];
    const started = performance.now();
    HTMLElement.prototype.scrollIntoView = vi.fn(() => void scrolled.push(performance.now() - started));
    const request = await requestAs(world.server, "learner");
    render(
      <ReviewWidget
        request={request}
        sxzLang="en_US"
        resourceId="course-intro"
        moduleId="course"
        isModal
        search="?from=mail&scrollToScore=1"
      />,
    );
    await waitFor(() => expect(scrolled).toHaveLength(3), { timeout: 3000 });
    expect(scrolled[1]! - scrolled[0]!).toBeGreaterThanOrEqual(290);
    expect(scrolled[2]! - scrolled[1]!).toBeGreaterThanOrEqual(90);
  });

  it("[RW-SCR-2] without it the widget never scrolls the page", async () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const request = await requestAs(world.server, "learner");
    render(
      <ReviewWidget
        request={request}
        sxzLang="en_US"
        resourceId="course-intro"
        moduleId="course"
        isModal
        search="?scrollToScore=0"
      />,
    );
    expect(await screen.findByRole("button", { name: "Want to rate" })).toBeInTheDocument();
    // Past the moments of both retries.
    await vi.advanceTimersByTimeAsync(500);
    expect(scroll).not.toHaveBeenCalled();
  });
});
