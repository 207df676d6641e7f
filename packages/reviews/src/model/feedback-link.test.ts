import { describe, expect, it } from "vitest";
import { feedbackLink } from "./feedback-link";

describe("feedback link", () => {
  it("[RW-SCR-1] {host}/feedback/{tenantId}?sxz-lang=…, tenant from stored tenant_id else schoolId", () => {
    expect(feedbackLink("https://learn.example", "demo", "?schoolId=other", "en_US")).toBe("https://learn.example/feedback/demo?sxz-lang=en_US");
    expect(feedbackLink("https://learn.example", null, "?schoolId=s%2F1", "ar_SA")).toBe("https://learn.example/feedback/s%2F1?sxz-lang=ar_SA");
    expect(feedbackLink("https://learn.example", null, "", "en_US")).toBeNull();
  });
});
