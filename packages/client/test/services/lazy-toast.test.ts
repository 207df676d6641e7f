import { describe, expect, it, vi } from "vitest";
import { createPageState, createPlatformClient } from "../../src/platform-client";
import type { PlatformClient } from "../../src/platform-client";

const client = (): PlatformClient =>
  createPlatformClient({ language: () => "en_US", bootstrap: false, pageState: createPageState(), navigate: () => {} });
const polite = () => document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]')!;
const assertive = () => document.querySelector<HTMLElement>('[role="alert"][aria-live="assertive"]')!;
const card = () => document.querySelector<HTMLElement>(".sxz-toast");
const mask = () => document.querySelector<HTMLElement>(".sxz-toast-mask");

describe("the platform client's toast: live regions at creation, the card loads with the first message", () => {
  it("[CL-K-1] a toast shown right after the client's creation is announced at once, then its card shows with the mask on", async () => {
    const platform = client();
    try {
      // Before any message, the regions are in the page and hidden from sight without the toast's style sheet.
      expect(polite().style.position).toBe("fixed");
      expect(card()).toBeNull();
      platform.toast.show("Saved");
      expect(polite().textContent).toBe("Saved");
      expect(platform.toast.current).toBe("Saved");
      await vi.waitFor(() => expect(card()?.hidden).toBe(false), { timeout: 10_000 });
      expect(card()!.textContent).toContain("Saved");
      expect(card()!.querySelector(".sxz-toast-text")!.getAttribute("aria-hidden")).toBe("true");
      expect(mask()!.hidden).toBe(false);
      // Announced once: the card's arrival did not write the region again.
      expect(polite().textContent).toBe("Saved");
      expect(platform.toast.current).toBe("Saved");
    } finally {
      platform.dispose();
    }
    expect(document.querySelector(".sxz-toast-root")).toBeNull();
  });

  it("before the card has loaded the latest toast wins, an error is announced assertively, and a handle closes only its own toast", async () => {
    const platform = client();
    try {
      const first = platform.toast.show("First");
      const second = platform.toast.error("Second went wrong");
      expect(assertive().textContent).toBe("Second went wrong");
      expect(polite().textContent).toBe("");
      first.close();
      expect(platform.toast.current).toBe("Second went wrong");
      await vi.waitFor(() => expect(card()?.hidden).toBe(false), { timeout: 10_000 });
      expect(card()!.textContent).toContain("Second went wrong");
      expect(card()!.dataset.type).toBe("error");
      second.close();
      expect(card()!.hidden).toBe(true);
      expect(platform.toast.current).toBeNull();
    } finally {
      platform.dispose();
    }
  });

  it("a toast closed before its card loaded never shows", async () => {
    const platform = client();
    try {
      platform.toast.show("Gone").close();
      expect(platform.toast.current).toBeNull();
      expect(polite().textContent).toBe("");
      platform.toast.show("Next").close();
      // The card arrives, hidden: nothing of the closed ones is on it.
      await vi.waitFor(() => expect(card()).not.toBeNull(), { timeout: 10_000 });
      expect(card()!.hidden).toBe(true);
      platform.toast.show("Shown");
      expect(card()!.hidden).toBe(false);
      expect(card()!.textContent).toContain("Shown");
    } finally {
      platform.dispose();
    }
  });
});
