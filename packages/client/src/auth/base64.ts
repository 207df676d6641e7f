/** Standard base64 of the UTF-8 bytes (targetUrl of third-party logins, CL-RT-9): `btoa` alone breaks on non-Latin-1. */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
