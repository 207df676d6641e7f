import { createHash } from "node:crypto";
import { ByteLimitExceeded } from "./storage";
import type { Written } from "./storage";

/** Counts and hashes bytes on their way into storage; throws ByteLimitExceeded once they pass the limit. */
export class ByteMeasure {
  private size = 0;
  private readonly hash = createHash("sha256");
  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.limit) throw new ByteLimitExceeded(this.limit);
    this.hash.update(chunk);
  }

  result(): Written {
    return { size: this.size, sha256: this.hash.digest("hex") };
  }
}
