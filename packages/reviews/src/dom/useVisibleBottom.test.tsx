import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useVisibleBottom } from "./useVisibleBottom";

// An on-screen keyboard cannot be opened in a test browser: the visual viewport is a stand-in with the properties
// and events a phone's has, so the test can shrink it as a keyboard does.
class StandInViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
}

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useVisibleBottom(ref);
  return <div ref={ref} data-testid="bar" />;
}

const original = Object.getOwnPropertyDescriptor(window, "visualViewport");
afterEach(() => {
  if (original) Object.defineProperty(window, "visualViewport", original);
  else delete (window as { visualViewport?: unknown }).visualViewport;
});

describe("useVisibleBottom", () => {
  it("raises a bottom bar above an on-screen keyboard and holds it to the visible height, following each resize", () => {
    const viewport = new StandInViewport();
    Object.defineProperty(window, "visualViewport", { configurable: true, value: viewport });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 844 });
    const { unmount } = render(<Bar />);
    const bar = screen.getByTestId("bar");
    expect(bar.style.bottom).toBe("0px");
    expect(bar.style.maxBlockSize).toBe("844px");
    // The keyboard opens: 336 px of the layout viewport are covered.
    act(() => {
      viewport.height = 508;
      viewport.dispatchEvent(new Event("resize"));
    });
    expect(bar.style.bottom).toBe("336px");
    expect(bar.style.maxBlockSize).toBe("508px");
    // Scrolled within the zoomed page: what is covered below the visual viewport is what counts.
    act(() => {
      viewport.offsetTop = 100;
      viewport.dispatchEvent(new Event("scroll"));
    });
    expect(bar.style.bottom).toBe("236px");
    // The keyboard closes.
    act(() => {
      viewport.height = 844;
      viewport.offsetTop = 0;
      viewport.dispatchEvent(new Event("resize"));
    });
    expect(bar.style.bottom).toBe("0px");
    unmount();
  });

  it("leaves the bar at the bottom where the browser has no visual viewport", () => {
    Object.defineProperty(window, "visualViewport", { configurable: true, value: undefined });
    render(<Bar />);
    expect(screen.getByTestId("bar").style.bottom).toBe("");
  });
});
