/**
 * A URL the page may load (an avatar, an attached image): http(s), protocol-relative or a path on this origin.
 * Anything else (`javascript:`, `data:`, …) is dropped rather than handed to an element: empty string.
 */
export function loadableUrl(value: string | null): string {
  if (!value) return "";
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed) || /^\/(?!\\)/.test(trimmed)) return trimmed;
  return "";
}
