import { describe, expect, it } from "vitest";
import { TOAST_TIME_KEY, takeErrorToastSlot } from "./error-throttle";

describe("error toast throttle", () => {
  it("[RW-ERR-6] one error toast per 3 seconds, remembered as score-toastTime", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(takeErrorToastSlot(storage, 10_000)).toBe(true);
    expect(map.get(TOAST_TIME_KEY)).toBe("10000");
    expect(takeErrorToastSlot(storage, 12_999)).toBe(false);
    expect(takeErrorToastSlot(storage, 13_000)).toBe(true);
  });
});
