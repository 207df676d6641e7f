import { describe, expect, it } from "vitest";
import { feedbackLink, storedTenantId } from "./feedback-link";

describe("feedback link", () => {
  it("[RW-SCR-1] {host}/feedback/{tenantId}?sxz-lang=…, tenant from stored tenant_id else schoolId", () => {
    expect(feedbackLink("https://learn.example", "demo", "?schoolId=other", "en_US")).toBe(
      "https://learn.example/feedback/demo?sxz-lang=en_US",
    );
    expect(feedbackLink("https://learn.example", null, "?schoolId=s%2F1", "ar_SA")).toBe(
      "https://learn.example/feedback/s%2F1?sxz-lang=ar_SA",
    );
    expect(feedbackLink("https://learn.example", null, "", "en_US")).toBeNull();
  });
});

describe("the stored tenant of the feedback link", () => {
  const store = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

  it("[RW-SCR-1] reads the tenant the client layer stored under SXZ_tenant_id (JSON-encoded)", () => {
    expect(storedTenantId(store({ SXZ_tenant_id: JSON.stringify("demo") }))).toBe("demo");
    expect(
      feedbackLink("https://school.example", storedTenantId(store({ SXZ_tenant_id: '"demo"' })), "", "en_US"),
    ).toBe("https://school.example/feedback/demo?sxz-lang=en_US");
  });

  it("falls back to a bare tenant_id written by older pages, and to nothing", () => {
    expect(storedTenantId(store({ tenant_id: "acme" }))).toBe("acme");
    expect(storedTenantId(store({ SXZ_tenant_id: "plain-text" }))).toBe("plain-text");
    expect(storedTenantId(store({}))).toBeNull();
    expect(storedTenantId(null)).toBeNull();
  });
});
