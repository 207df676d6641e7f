import { describe, expect, it } from "vitest";
import { buildEvent, isTrackInput, sourceType, utcSeconds } from "./event";
import { isLocalOrTestHost } from "./hosts";
import { describeClient } from "./user-agent";

describe("tracking event", () => {
  it("[CL-VAL-1] an event is an object with non-empty eventType and eventCode", () => {
    expect(isTrackInput({ eventCode: "course.open", eventType: "view" })).toBe(true);
    for (const bad of [
      null,
      "x",
      [],
      {},
      { eventCode: "x" },
      { eventType: "v" },
      { eventCode: " ", eventType: "v" },
      { eventCode: "x".repeat(201), eventType: "v" },
    ]) {
      expect(isTrackInput(bad)).toBe(false);
    }
  });

  it("[CL-ENT-6] time is UTC cut to seconds; source type is 1 on desktop and 6 on phones", () => {
    expect(utcSeconds(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe("2026-01-02T03:04:05Z");
    expect(sourceType({ kind: "web", mobileWeb: false })).toBe(1);
    expect(sourceType({ kind: "web", mobileWeb: true })).toBe(6);
    expect(sourceType({ kind: "native", mobileWeb: false })).toBe(6);
    expect(sourceType({ kind: "miniprogram", mobileWeb: false })).toBe(6);
  });

  it("[CL-ENT-6] browser/version and os/version come from the user agent", () => {
    const cases: [string, string, string][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.61 Safari/537.36",
        "Chrome/126.0.6478.61",
        "Windows/10",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
        "Safari/17.4",
        "macOS/10.15.7",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
        "Safari/17.2",
        "iOS/17.2",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36",
        "Chrome/125.0.0.0",
        "Android/14",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
        "Firefox/128.0",
        "Windows/10",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
        "Edge/126.0.2592.68",
        "Windows/10",
      ],
    ];
    for (const [ua, client, os] of cases) expect(describeClient(ua)).toEqual({ clientVersion: client, os });
  });

  it("[CL-ENT-6] buildEvent fills every field and a fresh eventId", () => {
    const context = {
      now: Date.UTC(2026, 10, 21),
      href: "https://school.example.com/c/1",
      referrer: "https://school.example.com/",
      userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36",
      language: "de-DE",
      environment: { kind: "web" as const, mobileWeb: false },
    };
    const a = buildEvent({ eventCode: "c", eventType: "view" }, context);
    const b = buildEvent({ eventCode: "c", eventType: "view" }, context);
    expect(a).toMatchObject({
      eventCode: "c",
      eventType: "view",
      eventTime: "2026-11-21T00:00:00Z",
      page: context.href,
      referer: context.referrer,
      clientVersion: "Chrome/120.0",
      os: "Windows/10",
      osLanguage: "de-DE",
      source_type: 1,
    });
    expect(a.eventId).not.toBe(b.eventId);
  });

  it("[CL-VAL-2] local and internal test hosts are recognised", () => {
    for (const host of [
      "localhost",
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.10",
      "172.20.1.1",
      "::1",
      "[::1]",
      "app.local",
      "school.test",
      "test.school.example.com",
      "uat-school.example.com",
      "dev2.example.com",
      "api.internal",
    ]) {
      expect(isLocalOrTestHost(host), host).toBe(true);
    }
    for (const host of [
      "school.example.org",
      "www.sxz.com",
      "latest.sxz.com",
      "contest.sxz.com",
      "8.8.8.8",
      "172.32.0.1",
    ]) {
      expect(isLocalOrTestHost(host), host).toBe(false);
    }
  });
});
