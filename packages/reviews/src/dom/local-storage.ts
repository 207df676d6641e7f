import { usableStorage } from "@sxz/contract";

/** The page's localStorage, or null where it is missing, blocked or unreadable (the shared probe of @sxz/contract). */
export function pageStorage(): Storage | null {
  return usableStorage("localStorage") ?? null;
}
