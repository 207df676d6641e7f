import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toast } from "./Toast";
import { useState } from "react";
import { createToasts } from "../../controller/toasts";
import type { Notify } from "../../controller/toasts";
import { TOAST } from "../../model/limits";
import { Alert } from "../Alert/Alert";
import en from "../../i18n/locales/en_US/index";
import { WidgetViewContext } from "../WidgetView/WidgetView";

let api: { notify: Notify } | null = null;

function Harness({ layout }: { layout: "desktop" | "mobile" }) {
  const [toasts] = useState(createToasts);
  toasts.configure({ mobile: layout === "mobile", disabled: false });
  api = { notify: toasts };
  return (
    <WidgetViewContext.Provider value={{ messages: en, language: "en_US", dir: "ltr", layout, variant: "external" }}>
      <Toast toasts={toasts} />
    </WidgetViewContext.Provider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast and alert", () => {
  it("[RW-ST-11] a toast disappears after its duration, is replaced by a new one and can be closed by hand", () => {
    render(<Harness layout="desktop" />);
    act(() => api!.notify.success("Saved"));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    act(() => api!.notify.show("Replaced", "info"));
    expect(screen.getByRole("status")).toHaveTextContent("Replaced");
    expect(screen.getByRole("status")).not.toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(TOAST.desktopMs - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Replaced");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => api!.notify.success("Again"));
    fireEvent.click(screen.getByRole("button", { name: "Close the notification" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("[RW-K-4] toasts last 2 s on desktop, 3 s on mobile and 5 s for sensitive content", () => {
    const { unmount } = render(<Harness layout="mobile" />);
    act(() => api!.notify.warning("Mobile"));
    act(() => vi.advanceTimersByTime(TOAST.mobileMs - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Mobile");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    unmount();
    render(<Harness layout="desktop" />);
    act(() => api!.notify.error("Sensitive", { durationMs: TOAST.sensitiveMs, wide: true }));
    expect(screen.getByRole("alert").querySelector(".sxz-toast")).toHaveClass("sxz-toast--wide");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("alert")).toHaveTextContent("Sensitive");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect([TOAST.desktopMs, TOAST.mobileMs, TOAST.sensitiveMs]).toEqual([2000, 3000, 5000]);
    expect([TOAST.textMaxPx, TOAST.feedbackTextMaxPx, TOAST.mobileTextMaxPx]).toEqual([520, 700, 265]);
  });

  it("[RW-ST-11] a validation toast goes away once its cause is gone; other toasts are not touched", () => {
    render(<Harness layout="desktop" />);
    let rated = false;
    act(() => api!.notify.warning("Please rate first", () => !rated));
    act(() => api!.notify.recheck());
    expect(screen.getByRole("status")).toHaveTextContent("Please rate first");
    rated = true;
    act(() => api!.notify.recheck());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => api!.notify.success("Saved"));
    act(() => api!.notify.recheck());
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });

  it("[RW-ST-11] the dialog's toast view shows toasts inside it; closing it drops its validation toasts and keeps the rest for the widget", () => {
    const toasts = createToasts();
    const view = {
      messages: en,
      language: "en_US" as const,
      dir: "ltr" as const,
      layout: "desktop" as const,
      variant: "external" as const,
    };
    const page = (dialogOpen: boolean) => (
      <WidgetViewContext.Provider value={view}>
        <div data-testid="widget">
          <Toast toasts={toasts} hidden={dialogOpen} />
        </div>
        {dialogOpen ? (
          <div data-testid="dialog">
            <Toast toasts={toasts} place="dialog" />
          </div>
        ) : null}
      </WidgetViewContext.Provider>
    );
    const { rerender, getByTestId } = render(page(true));
    act(() => toasts.warning("Please rate first", () => true));
    expect(getByTestId("dialog")).toHaveTextContent("Please rate first");
    expect(getByTestId("widget")).toBeEmptyDOMElement();
    rerender(page(false));
    expect(toasts.getState()).toBeNull();
    rerender(page(true));
    act(() => toasts.success("Saved"));
    rerender(page(false));
    expect(getByTestId("widget")).toHaveTextContent("Saved");
  });

  it("[RW-UI-1] toasts speak through live regions that stay in the page; errors assertively", () => {
    render(<Harness layout="desktop" />);
    const polite = screen.getByRole("status");
    const assertive = screen.getByRole("alert");
    expect(polite).toHaveAttribute("aria-live", "polite");
    expect(assertive).toHaveAttribute("aria-live", "assertive");
    act(() => api!.notify.error("Broken"));
    expect(screen.getByRole("alert")).toBe(assertive);
    expect(assertive).toHaveTextContent("Broken");
  });

  it("[RW-ST-11] an alert closes with a 300 ms fade", () => {
    const closed = vi.fn();
    render(<Alert message="Not yet" okLabel="OK" onClosed={closed} />);
    const box = screen.getByText("Not yet").closest(".sxz-alert")!;
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(box).toHaveClass("sxz-alert--closing");
    act(() => vi.advanceTimersByTime(TOAST.alertFadeMs - 1));
    expect(closed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
