/** Who may flush: one tab at a time holds a lease in localStorage and renews it while it lives. */
interface Lease {
  owner: string;
  expiresAt: number;
}

export const LEASE_KEY = "SXZ_STORAGE_tracking_flusher";

export class FlushLease {
  readonly owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

  constructor(
    private readonly storage: Storage,
    private readonly leaseMs = 15_000,
    private readonly now: () => number = Date.now,
  ) {}

  private read(): Lease | undefined {
    try {
      const raw = this.storage.getItem(LEASE_KEY);
      const lease = raw ? (JSON.parse(raw) as Lease) : undefined;
      return lease && typeof lease.owner === "string" && typeof lease.expiresAt === "number" ? lease : undefined;
    } catch {
      return undefined;
    }
  }

  /** Another live tab holds the lease (synchronous: usable while the page is being hidden). */
  heldByOther(): boolean {
    const lease = this.read();
    return !!lease && lease.owner !== this.owner && lease.expiresAt > this.now();
  }

  /**
   * Takes or renews the lease. localStorage has no compare-and-set, so after writing we wait a moment and
   * read back: of two tabs writing together the later write wins and the other backs off.
   */
  async acquire(settleMs = 25): Promise<boolean> {
    if (this.heldByOther()) return false;
    const mine = this.read()?.owner === this.owner;
    try {
      this.storage.setItem(
        LEASE_KEY,
        JSON.stringify({ owner: this.owner, expiresAt: this.now() + this.leaseMs } satisfies Lease),
      );
    } catch {
      // Without storage every tab flushes its own events; the server's eventId check keeps them single.
      return true;
    }
    if (mine) return true;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return this.read()?.owner === this.owner;
  }

  release(): void {
    if (this.read()?.owner !== this.owner) return;
    try {
      this.storage.removeItem(LEASE_KEY);
    } catch {
      // It expires on its own.
    }
  }
}
