import type { KeyValueStore } from "./web-storage";
import { LOCAL_KEYS } from "./keys";

/** The device id of the `uuid` header: made once from the time plus a random number, then reused (CL-ENT-9). */
export function deviceUuid(local: KeyValueStore, now = Date.now(), random = Math.random): string {
  const existing = local.getRaw(LOCAL_KEYS.uuid);
  if (existing) {
    const parsed = local.get<unknown>(LOCAL_KEYS.uuid);
    if (typeof parsed === "string" && parsed) return parsed;
    return existing;
  }
  const value = `${now}${Math.floor(random() * 1e8)
    .toString()
    .padStart(8, "0")}`;
  local.set(LOCAL_KEYS.uuid, value);
  return value;
}
