import { describe, expect, it } from "vitest";
import { STORAGE_PROBE_CASES } from "./cases";
import { usableStorage } from "./storage";

describe("the storage probe", () => {
  it.each(STORAGE_PROBE_CASES)("$name: usable $usable", ({ scope, usable }) => {
    for (const kind of ["localStorage", "sessionStorage"] as const) {
      const page = scope();
      expect(usableStorage(kind, page) !== undefined).toBe(usable);
    }
  });
});
