import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { DELETE_DEBOUNCE_MS, DeleteConfirm } from "./DeleteConfirm";

const texts = {
  title: "Delete this review?",
  text: "Gone for good.",
  warningLabel: "Warning",
  cancelLabel: "Cancel",
  okLabel: "Delete",
};

afterEach(() => vi.useRealTimers());

describe("DeleteConfirm", () => {
  it("[RW-DEL-1] OK is debounced by 500 ms", () => {
    vi.useFakeTimers();
    const onConfirm = vi.fn();
    render(<DeleteConfirm layout="desktop" {...texts} onCancel={() => {}} onConfirm={onConfirm} />);
    const ok = screen.getByRole("button", { name: "Delete" });
    fireEvent.click(ok);
    fireEvent.click(ok);
    vi.advanceTimersByTime(DELETE_DEBOUNCE_MS - 10);
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20);
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(DELETE_DEBOUNCE_MS).toBe(500);
  });

  it("[RW-DEL-1] a modal on desktop and a bottom confirm sheet on mobile, with warning icon, cancel and OK", () => {
    const { rerender } = render(<DeleteConfirm layout="desktop" {...texts} onCancel={() => {}} onConfirm={() => {}} />);
    const dialog = screen.getByRole("alertdialog", { name: "Delete this review?" });
    expect(dialog).toHaveClass("sxz-confirm--desktop");
    expect(dialog).toHaveAccessibleDescription("Gone for good.");
    expect(screen.getByRole("img", { name: "Warning" })).toBeInTheDocument();
    rerender(<DeleteConfirm layout="mobile" {...texts} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.getByRole("alertdialog")).toHaveClass("sxz-confirm--mobile");
  });

  it("traps focus and closes on Escape", () => {
    const onCancel = vi.fn();
    render(<DeleteConfirm layout="desktop" {...texts} onCancel={onCancel} onConfirm={() => {}} />);
    const cancel = screen.getByRole("button", { name: "Cancel" });
    const ok = screen.getByRole("button", { name: "Delete" });
    expect(cancel).toHaveFocus();
    ok.focus();
    fireEvent.keyDown(ok, { key: "Tab" });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: "Tab", shiftKey: true });
    expect(ok).toHaveFocus();
    fireEvent.keyDown(ok, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
