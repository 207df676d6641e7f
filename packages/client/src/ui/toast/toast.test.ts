import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getByRole, queryByRole } from "@testing-library/dom";
import { createI18n } from "../../i18n";
import { createToast, ToastDuration } from "./toast";
import type { Toast } from "./toast";

let toast: Toast;
const card = () => document.querySelector<HTMLElement>(".sxz-toast")!;
const mask = () => document.querySelector<HTMLElement>(".sxz-toast-mask")!;

beforeEach(() => {
  vi.useFakeTimers();
  toast = createToast({ i18n: createI18n({ language: "en_US" }) });
});
afterEach(() => {
  toast.destroy();
  vi.useRealTimers();
});

describe("toast", () => {
  it("[CL-K-1] shows for 3 seconds by default, SHORT is 3 s and LONG is 8 s", () => {
    expect(ToastDuration).toEqual({ SHORT: 3000, LONG: 8000 });
    toast.show("Saved");
    expect(card().hidden).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(card().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(card().hidden).toBe(true);

    toast.show("Long one", { duration: "LONG" });
    vi.advanceTimersByTime(7999);
    expect(toast.current).toBe("Long one");
    vi.advanceTimersByTime(1);
    expect(toast.current).toBeNull();

    toast.show("Custom", { duration: 500 });
    vi.advanceTimersByTime(500);
    expect(toast.current).toBeNull();
  });

  it("[CL-K-1] the mask is on by default and can be switched off", () => {
    toast.show("With mask");
    expect(mask().hidden).toBe(false);
    toast.show("Without", { mask: false });
    expect(mask().hidden).toBe(true);
    toast.hide();
    expect(mask().hidden).toBe(true);
  });

  it("a new toast replaces the current one and restarts the time", () => {
    toast.show("First", { duration: "LONG" });
    vi.advanceTimersByTime(2000);
    const second = toast.show("Second");
    expect(document.querySelectorAll(".sxz-toast")).toHaveLength(1);
    expect(card().textContent).toContain("Second");
    expect(card().textContent).not.toContain("First");
    vi.advanceTimersByTime(2999);
    expect(toast.current).toBe("Second");
    second.close();
    expect(toast.current).toBeNull();
  });

  it("a stale handle does not close the toast that replaced it", () => {
    const first = toast.show("Same text");
    toast.show("Same text");
    first.close();
    expect(toast.current).toBe("Same text");
  });

  it("is closed by hand with a named button", () => {
    toast.show("Closable", { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toast.current).toBe("Closable");
    getByRole(document.body, "button", { name: "Close" }).click();
    expect(toast.current).toBeNull();
    expect(card().hidden).toBe(true);
  });

  it("has live regions in the page before any toast, polite for messages and assertive for errors", () => {
    const status = getByRole(document.body, "status");
    const alert = getByRole(document.body, "alert");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
    expect(status.textContent).toBe("");
    toast.show("Copied");
    expect(getByRole(document.body, "status")).toBe(status);
    expect(status.textContent).toBe("Copied");
    expect(alert.textContent).toBe("");
    toast.error("Upload failed");
    expect(alert.textContent).toBe("Upload failed");
    expect(status.textContent).toBe("");
    expect(card().dataset.type).toBe("error");
  });

  it("pauses its countdown while the pointer is over it", () => {
    toast.show("Read me");
    vi.advanceTimersByTime(2000);
    card().dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(10_000);
    expect(toast.current).toBe("Read me");
    card().dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(999);
    expect(toast.current).toBe("Read me");
    vi.advanceTimersByTime(1);
    expect(toast.current).toBeNull();
  });

  it("follows the page direction and language: right to left in Arabic", async () => {
    toast.destroy();
    const ar = createI18n({ language: "ar_SA" });
    await ar.ready;
    toast = createToast({ i18n: ar });
    toast.show("مرحبا");
    const root = document.querySelector<HTMLElement>(".sxz-toast-root")!;
    expect(root.dir).toBe("rtl");
    expect(root.lang).toBe("ar-SA");
    expect(queryByRole(document.body, "button", { name: "إغلاق" })).not.toBeNull();
  });

  it("renders the text as text, never as markup", () => {
    toast.show('<img src=x onerror="alert(1)">');
    expect(card().querySelector("img")).toBeNull();
    expect(card().textContent).toContain("<img");
  });
});
