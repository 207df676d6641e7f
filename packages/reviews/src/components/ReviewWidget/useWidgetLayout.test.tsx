import { afterEach, describe, expect, it } from "vitest";
import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { layoutForWidth, useWidgetLayout } from "./useWidgetLayout";
import { RATING_LIMITS } from "../../model/limits";

/** A stand-in for the browser's ResizeObserver that lets the test report a new width. */
class ControlledResizeObserver {
  static last: ControlledResizeObserver | null = null;
  constructor(private readonly callback: ResizeObserverCallback) {
    ControlledResizeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  resize(width: number) {
    this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

function Probe({ forceMobile = false }: { forceMobile?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useWidgetLayout(ref, forceMobile);
  return <div ref={ref} data-testid="probe" data-layout={layout} />;
}

const original = globalThis.ResizeObserver;
afterEach(() => {
  globalThis.ResizeObserver = original;
});

describe("layout", () => {
  it("[RW-K-3] the layout switches at 480 px of the widget's own width; dialog 520, mobile 480, group 400", () => {
    expect(layoutForWidth(479)).toBe("mobile");
    expect(layoutForWidth(480)).toBe("desktop");
    expect(layoutForWidth(1200)).toBe("desktop");
    expect([RATING_LIMITS.dialogWidthPx, RATING_LIMITS.mobileDialogMaxPx, RATING_LIMITS.groupDialogMaxPx]).toEqual([
      520, 480, 400,
    ]);
  });

  it("[RW-K-3] a resize of the widget itself moves it between desktop and mobile; isMobile forces mobile", () => {
    globalThis.ResizeObserver = ControlledResizeObserver as unknown as typeof ResizeObserver;
    const { getByTestId, rerender } = render(<Probe />);
    expect(getByTestId("probe")).toHaveAttribute("data-layout", "desktop");
    act(() => ControlledResizeObserver.last!.resize(360));
    expect(getByTestId("probe")).toHaveAttribute("data-layout", "mobile");
    act(() => ControlledResizeObserver.last!.resize(800));
    expect(getByTestId("probe")).toHaveAttribute("data-layout", "desktop");
    rerender(<Probe forceMobile />);
    expect(getByTestId("probe")).toHaveAttribute("data-layout", "mobile");
  });
});
