import { UPLOAD_LIMITS } from "@sxz/contract";

/** Pure arithmetic of chunked uploads: how many parts, how big each must be, which are missing. */

export function partCount(fileSize: number, partSize: number): number {
  return Math.ceil(fileSize / partSize);
}

/** The exact size of part n when the file size is known, else the most it may hold. */
export function partSizeLimit(fileSize: number | null, partSize: number, partNumber: number): number {
  if (fileSize === null) return partSize;
  return Math.min(partSize, fileSize - (partNumber - 1) * partSize);
}

export function fitsPartLimit(fileSize: number, partSize: number): boolean {
  return partCount(fileSize, partSize) <= UPLOAD_LIMITS.maxParts;
}

export interface PartProblem {
  kind: "none" | "missing" | "uneven";
  missing?: number[];
  part?: number;
  actual?: number;
}

/**
 * Whether the held parts make the whole file: 1..N all present (N from the declared size, else the highest
 * part held) and, when the size was not declared, every part but the last exactly partSize.
 */
export function checkParts(
  parts: ReadonlyArray<{ partNumber: number; size: number }>,
  fileSize: number | null,
  partSize: number,
): PartProblem {
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  const expected = fileSize === null ? (sorted.at(-1)?.partNumber ?? 0) : partCount(fileSize, partSize);
  if (expected === 0) return { kind: "missing", missing: [1] };
  const held = new Set(sorted.map((part) => part.partNumber));
  const missing: number[] = [];
  for (let n = 1; n <= expected; n++) if (!held.has(n)) missing.push(n);
  if (missing.length > 0) return { kind: "missing", missing };
  if (fileSize === null) {
    const uneven = sorted.slice(0, -1).find((part) => part.size !== partSize);
    if (uneven) return { kind: "uneven", part: uneven.partNumber, actual: uneven.size };
  }
  return { kind: "none" };
}

/** "1, 2, 3 … (+7)": a readable list for error messages. */
export function describeParts(numbers: readonly number[]): string {
  const shown = numbers.slice(0, 10).join(", ");
  return numbers.length > 10 ? `${shown} … (+${numbers.length - 10})` : shown;
}
