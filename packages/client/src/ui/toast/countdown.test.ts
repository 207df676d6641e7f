import { afterEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown";

afterEach(() => {
  vi.useRealTimers();
});

describe("the toast's countdown", () => {
  it("[CL-K-1] ends after its time, and a pause keeps what is left of it (WCAG 2.2.1)", () => {
    vi.useFakeTimers();
    const onEnd = vi.fn();
    const countdown = new Countdown(onEnd);
    countdown.restart(3000);
    vi.advanceTimersByTime(1000);
    countdown.pause();
    vi.advanceTimersByTime(60_000);
    expect(onEnd).not.toHaveBeenCalled();
    countdown.resume();
    vi.advanceTimersByTime(1999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("never ends when its time is Infinity, and a restart counts the new time from the start", () => {
    vi.useFakeTimers();
    const onEnd = vi.fn();
    const countdown = new Countdown(onEnd);
    countdown.restart(Infinity);
    vi.advanceTimersByTime(10 ** 9);
    expect(onEnd).not.toHaveBeenCalled();
    countdown.restart(3000);
    vi.advanceTimersByTime(2000);
    countdown.restart(3000);
    vi.advanceTimersByTime(2999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
