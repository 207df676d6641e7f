/** A small seeded generator (mulberry32): the same seed gives the same demo data on every machine and engine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks by weight: weights [45, 28, …] for values [5, 4, …]. */
export function weighted<T>(random: () => number, values: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (let i = 0; i < values.length; i += 1) {
    roll -= weights[i]!;
    if (roll < 0) return values[i]!;
  }
  return values[values.length - 1]!;
}
