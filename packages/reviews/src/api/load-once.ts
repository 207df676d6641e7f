/**
 * One load shared by every caller: the load under way or its result. A failed load (a chunk that could not be
 * fetched, a network drop) is forgotten, so the next call tries again instead of failing for the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}
