import { expect } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewWidget } from "../../src/components/ReviewWidget/ReviewWidget";
import type { ReviewWidgetProps } from "../../src/components/ReviewWidget/ReviewWidget";
import type { WidgetEventMap, WidgetEventName } from "../../src/events";

export interface Rendered {
  events: { name: WidgetEventName; detail: unknown }[];
  eventsNamed<K extends WidgetEventName>(name: K): WidgetEventMap[K][];
  user: ReturnType<typeof userEvent.setup>;
  unmount: () => void;
  rerender: (props: ReviewWidgetProps) => void;
}

/**
 * The widget in en_US, list hidden unless asked for, page query empty unless given, on a host that lets the
 * learner rate (isPermission and isProgress true, RW-ROLE-1) unless the test says otherwise.
 */
export function renderWidget(props: ReviewWidgetProps): Rendered {
  const events: Rendered["events"] = [];
  const onEvent = (name: WidgetEventName, detail: unknown) => events.push({ name, detail });
  const full = (p: ReviewWidgetProps) => ({
    sxzLang: "en_US",
    isModal: true,
    search: "",
    isPermission: true,
    isProgress: true,
    onEvent,
    ...p,
  });
  const view = render(<ReviewWidget {...full(props)} />);
  return {
    events,
    eventsNamed: <K extends WidgetEventName>(name: K) =>
      events.filter((e) => e.name === name).map((e) => e.detail as WidgetEventMap[K]),
    user: userEvent.setup(),
    unmount: view.unmount,
    rerender: (next) => view.rerender(<ReviewWidget {...full(next)} />),
  };
}

/** Opens the rating dialog from the corner label and returns it. */
export async function openDialog(user: Rendered["user"], label = "Want to rate"): Promise<HTMLElement> {
  await summarySettled();
  await user.click(await screen.findByRole("button", { name: label }));
  return screen.findByRole("dialog");
}

export function star(dialog: HTMLElement, n: number): HTMLElement {
  return within(dialog).getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
}

/**
 * Waits until the summary has left its loading state: at 0 ratings its rate button moves from the corner into the
 * middle of the invitation (a new element), so a click aimed at it while the figures arrive could meet the old one.
 */
export async function summarySettled(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.sxz-summary[data-state="loading"]')).toBeNull());
}

/**
 * Presses the dialog's Submit with the publish call's answer held (`hold` of `holdable`), waits until the button
 * says it is busy, lets the answer go and waits until the button is no longer busy: by then the widget has
 * decided everything the answer causes (a toast, an error, a closed dialog).
 */
export async function submitAndSettle(user: Rendered["user"], dialog: HTMLElement, hold: () => () => void) {
  const submit = within(dialog).getByRole("button", { name: "Submit" });
  const release = hold();
  await user.click(submit);
  await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
  release();
  await waitFor(() => expect(submit).not.toHaveAttribute("aria-busy"));
}
