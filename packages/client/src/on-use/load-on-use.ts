/**
 * A service's chunk, imported on first use and started once. A failed import (a network drop) is forgotten, so the
 * next use asks for the chunk again instead of failing for the rest of the page's life.
 */
export function loadOnUse<Chunk, Service>(
  importChunk: () => Promise<Chunk>,
  start: (chunk: Chunk) => Service,
): () => Promise<Service> {
  let loading: Promise<Service> | undefined;
  return () =>
    (loading ??= importChunk().then(start, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
