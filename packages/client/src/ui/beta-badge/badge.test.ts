import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfigReader } from "../../config";
import { plainHttp } from "../../http/plain-http";
import { createI18n, loadMessages } from "../../i18n";
import { createKeyValueStore } from "../../storage/web-storage";
import { pageOnServer } from "../../../test/services-support/page-on-server";
import { createBetaBadge, DRAG_THROTTLE_MS, RESIZE_THROTTLE_MS } from "./badge";
import type { BetaBadge, BetaBadgeDependencies } from "./badge";
import { BADGE_INSET, BADGE_SIZE } from "./position";
import { TIP_HIDE_DELAY_MS } from "./tooltip";

const i18n = createI18n({ language: "en_US" });
const listed = { get: async () => ["127.0.0.1", "localhost"] };
let badge: BetaBadge | undefined;
const make = (overrides: Partial<BetaBadgeDependencies> = {}) =>
  (badge = createBetaBadge({
    http: plainHttp(),
    config: listed,
    environment: { mobileWeb: false },
    i18n,
    ...overrides,
  }));
const on = { beta_env: "true" };

afterEach(() => {
  badge?.destroy();
  badge = undefined;
  vi.useRealTimers();
});

function pointer(type: string, target: EventTarget, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperty(event, "pointerId", { value: 1 });
  target.dispatchEvent(event);
}

describe("beta badge with the reference server", () => {
  let server: Awaited<ReturnType<typeof pageOnServer>>;
  beforeAll(async () => {
    server = await pageOnServer({ BETA_ENV: "true" });
  });
  afterAll(async () => {
    server.restore();
    await server.close();
  });

  it("[CL-ST-11] shows once a response carries beta_env: true and klt.beta.flag.school lists this host", async () => {
    localStorage.clear();
    const http = plainHttp();
    const config = createConfigReader({
      http,
      storage: createKeyValueStore(localStorage, "SXZ_BIZ_CONFIG_"),
      tenantId: "demo",
    });
    make({ http, config });
    expect(document.querySelector("[data-sxz-beta-badge]")).toBeNull();
    const response = await http.get("/api/health");
    expect(response.headers["beta_env"]).toBe("true");
    await vi.waitFor(() => expect(badge!.visible).toBe(true));
    const element = document.querySelector<HTMLButtonElement>("[data-sxz-beta-badge]")!;
    expect(element.textContent).toBe("Beta");
    expect(element.tagName).toBe("BUTTON");
  });
});

describe("beta badge rules", () => {
  it("[CL-ST-11] is removed by a response without beta_env, and never shown without it", async () => {
    make();
    await badge!.observe(on);
    expect(badge!.visible).toBe(true);
    await badge!.observe({});
    expect(badge!.visible).toBe(false);
    expect(document.querySelector("[data-sxz-beta-badge]")).toBeNull();
    await badge!.observe({ beta_env: "false" });
    expect(badge!.visible).toBe(false);
  });

  it("[CL-ST-11] is not shown when the configured list does not include this host", async () => {
    make({ config: { get: async () => ["beta.school.example"] } });
    await badge!.observe(on);
    expect(badge!.visible).toBe(false);
  });

  it("[CL-ST-11] is never shown on mobile web", async () => {
    make({ environment: { mobileWeb: true } });
    await badge!.observe(on);
    expect(badge!.visible).toBe(false);
  });

  it("[CL-ST-11] a later response decides, even when an earlier config answer arrives last", async () => {
    let release: (hosts: string[]) => void = () => {};
    make({ config: { get: () => new Promise<string[]>((resolve) => (release = resolve)) } });
    const first = badge!.observe(on);
    await badge!.observe({});
    release(["localhost"]);
    await first;
    expect(badge!.visible).toBe(false);
  });

  it("[CL-ST-12] is 60 px, starts at the top right, and is reachable and movable from the keyboard", async () => {
    make();
    await badge!.observe(on);
    const element = badge!.element!;
    expect(BADGE_SIZE).toBe(60);
    expect(element.style.width).toBe("60px");
    expect(element.style.height).toBe("60px");
    expect(element.style.left).toBe(`${innerWidth - 60 - BADGE_INSET}px`);
    expect(element.style.top).toBe(`${BADGE_INSET}px`);
    element.focus();
    expect(document.activeElement).toBe(element);
    expect(element.getAttribute("aria-describedby")).toBeTruthy();
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(element.style.left).toBe(`${innerWidth - 60 - BADGE_INSET - 10}px`);
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", shiftKey: true, bubbles: true }));
    expect(element.style.top).toBe(`${BADGE_INSET + 50}px`);
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true }));
    expect(element.style.top).toBe(`${BADGE_INSET}px`);
  });

  it("[CL-ST-12] drags with pointer events at most every 50 ms and stays inside the viewport", async () => {
    vi.useFakeTimers();
    make();
    await badge!.observe(on);
    const element = badge!.element!;
    const start = { x: innerWidth - 60 - BADGE_INSET + 30, y: BADGE_INSET + 30 };
    pointer("pointerdown", element, start.x, start.y);
    pointer("pointermove", document, start.x - 100, start.y + 100);
    const firstLeft = element.style.left;
    expect(firstLeft).toBe(`${innerWidth - 60 - BADGE_INSET - 100}px`);
    vi.advanceTimersByTime(10);
    pointer("pointermove", document, start.x - 200, start.y + 200);
    vi.advanceTimersByTime(10);
    expect(element.style.left).toBe(firstLeft);
    vi.advanceTimersByTime(DRAG_THROTTLE_MS);
    expect(element.style.left).toBe(`${innerWidth - 60 - BADGE_INSET - 200}px`);
    // Far outside the window: kept inside.
    vi.advanceTimersByTime(DRAG_THROTTLE_MS);
    pointer("pointermove", document, -5000, 99_999);
    pointer("pointerup", document, -5000, 99_999);
    expect(element.style.left).toBe("0px");
    expect(element.style.top).toBe(`${innerHeight - 60}px`);
    // After release the pointer no longer moves it.
    vi.advanceTimersByTime(DRAG_THROTTLE_MS);
    pointer("pointermove", document, 300, 300);
    vi.advanceTimersByTime(DRAG_THROTTLE_MS);
    expect(element.style.left).toBe("0px");
  });

  it("[CL-ST-12] snaps back to the top right on window resize, at most every 80 ms", async () => {
    vi.useFakeTimers();
    make();
    await badge!.observe(on);
    const element = badge!.element!;
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", shiftKey: true, bubbles: true }));
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", shiftKey: true, bubbles: true }));
    const setWidth = (width: number) =>
      Object.defineProperty(document.documentElement, "clientWidth", { value: width, configurable: true });
    setWidth(800);
    window.dispatchEvent(new Event("resize"));
    expect(element.style.left).toBe(`${800 - 60 - BADGE_INSET}px`);
    expect(element.style.top).toBe(`${BADGE_INSET}px`);
    setWidth(700);
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(element.style.left).toBe(`${800 - 60 - BADGE_INSET}px`);
    vi.advanceTimersByTime(1);
    expect(element.style.left).toBe(`${700 - 60 - BADGE_INSET}px`);
    delete (document.documentElement as unknown as Record<string, unknown>).clientWidth;
  });

  it("[CL-ST-11] is labelled in the page language: a word, not a bare shape", async () => {
    await loadMessages("ar_SA");
    make({ i18n: createI18n({ language: "ar_SA" }) });
    await badge!.observe(on);
    const element = badge!.element!;
    expect(element.textContent).toBe("تجريبي");
    expect(element.lang).toBe("ar-SA");
    // The icon is decoration; the word names the button.
    expect(element.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("its description is a tooltip (aria-describedby) shown on focus and hover, kept while hovered, dismissed by Escape (WCAG 1.4.13)", async () => {
    vi.useFakeTimers();
    make();
    await badge!.observe(on);
    const element = badge!.element!;
    const tip = badge!.tooltip!;
    expect(tip.getAttribute("role")).toBe("tooltip");
    expect(element.getAttribute("aria-describedby")).toBe(tip.id);
    expect(tip.textContent).toBe("Beta environment. Use the arrow keys to move this badge.");
    expect(tip.hidden).toBe(true);

    // Keyboard focus shows it; Escape hides it without moving focus; blur and focus again bring it back.
    element.focus();
    expect(tip.hidden).toBe(false);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(tip.hidden).toBe(true);
    expect(document.activeElement).toBe(element);
    element.blur();
    element.focus();
    expect(tip.hidden).toBe(false);
    element.blur();
    vi.advanceTimersByTime(TIP_HIDE_DELAY_MS);
    expect(tip.hidden).toBe(true);

    // Hover shows it; moving onto the tooltip keeps it (hoverable); leaving both hides it.
    element.dispatchEvent(new Event("pointerenter"));
    expect(tip.hidden).toBe(false);
    element.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(TIP_HIDE_DELAY_MS / 2);
    tip.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(TIP_HIDE_DELAY_MS * 5);
    expect(tip.hidden).toBe(false);
    tip.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(TIP_HIDE_DELAY_MS);
    expect(tip.hidden).toBe(true);

    // Removing the badge removes its tooltip.
    await badge!.observe({});
    expect(tip.isConnected).toBe(false);
  });
});
