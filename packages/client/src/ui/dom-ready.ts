/** Runs `fn` with the body as soon as it exists (services are often created in <head>). */
export function whenBodyReady(doc: Document, fn: (body: HTMLElement) => void): void {
  if (doc.body) fn(doc.body);
  else doc.addEventListener("DOMContentLoaded", () => fn(doc.body), { once: true });
}
