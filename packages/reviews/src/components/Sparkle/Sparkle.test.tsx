import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Sparkle } from "./Sparkle";

describe("sparkle", () => {
  it("[RW-ST-12] the sparkle is decorative and ends after exactly 1.5 s", () => {
    vi.useFakeTimers();
    const done = vi.fn();
    render(<Sparkle onDone={done} />);
    expect(screen.getByTestId("sparkle")).toHaveAttribute("aria-hidden", "true");
    act(() => vi.advanceTimersByTime(1499));
    expect(done).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(done).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
