import { STORAGE_PROBE_CASES } from "@sxz/contract/rule-cases";
import { describe, expect, it } from "vitest";
import { browserStorage } from "../src/storage/web-storage";

// The client layer's stores and tracking queue take the platform's one storage probe; where storage cannot be used
// they keep their values in memory for the page's life.
describe("the client layer's storage", () => {
  it.each(STORAGE_PROBE_CASES)("$name: the page's own storage is used: $usable", ({ scope, usable }) => {
    for (const kind of ["localStorage", "sessionStorage"] as const) {
      const page = scope();
      const storage = browserStorage(kind, page);
      const own = usable ? (page as Record<string, unknown>)[kind] : undefined;
      expect(storage === own).toBe(usable);
      storage.setItem("k", "v");
      if (!usable) expect(storage.getItem("k")).toBe("v");
    }
  });
});
