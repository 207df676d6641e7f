/**
 * The beta_env response header as axios hands it over (names are lower-cased): what every answer is checked for
 * before the badge's code loads (the host list is read by the badge itself, `listed-hosts.ts`).
 */
export function betaHeaderOn(headers: unknown): boolean {
  if (!headers || typeof headers !== "object") return false;
  const value = (headers as Record<string, unknown>)["beta_env"];
  return (
    String(value ?? "")
      .trim()
      .toLowerCase() === "true"
  );
}
