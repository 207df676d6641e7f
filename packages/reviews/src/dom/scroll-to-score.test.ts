import { describe, expect, it, vi } from "vitest";
import { scrollToScore } from "./scroll-to-score";
import { asksToScroll } from "./scroll-request";

describe("scrollToScore", () => {
  it("[RW-SCR-2] scrollToScore=1 scrolls to the widget at once and again at 300 ms and 400 ms", () => {
    vi.useFakeTimers();
    const widget = document.createElement("div");
    document.body.append(widget);
    const scroll = vi.fn();
    widget.scrollIntoView = scroll;
    expect(asksToScroll("?a=1&scrollToScore=1")).toBe(true);
    scrollToScore({ widget });
    expect(scroll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    expect(scroll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(scroll).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(5000);
    expect(scroll).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it("[RW-SCR-2] without the parameter nothing scrolls; scoreFixedId and scrollDom pick target and container", () => {
    const widget = document.createElement("div");
    const anchor = document.createElement("div");
    anchor.id = "score-anchor";
    const container = document.createElement("div");
    container.className = "scroller";
    container.append(anchor, widget);
    document.body.append(container);
    for (const search of ["", "?scrollToScore=0", "?scrollToScore=true", "?x=scrollToScore=1"])
      expect(asksToScroll(search), search).toBe(false);
    widget.scrollIntoView = vi.fn();
    const scrollTo = vi.fn();
    container.scrollTo = scrollTo as never;
    const cancel = scrollToScore({ widget, scrollDom: ".scroller", scoreFixedId: "score-anchor" });
    cancel();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(widget.scrollIntoView).not.toHaveBeenCalled();
  });
});
