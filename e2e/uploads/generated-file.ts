/**
 * The bytes of a generated test file: a seeded xorshift32 stream, so the browser and the test process produce
 * the same bytes without passing them around.
 */
export function fillGenerated(bytes: Uint8Array, seed: number): void {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
  let state = seed >>> 0 || 1;
  for (let i = 0; i < words.length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    words[i] = state;
  }
  for (let i = words.length * 4; i < bytes.byteLength; i++) bytes[i] = i & 0xff;
}

export const GENERATED = {
  size: 100 * 1000 * 1000,
  seed: 20261121,
  name: "generated-100mb.bin",
  lastModified: 1_763_700_000_000,
} as const;
