// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** Limits of the tracking endpoints. */
export const TRACKING_LIMITS = {
  /** Events per batch call. */
  batchMaxEvents: 100,
  /** Bytes of a batch body. */
  batchMaxBytes: 64 * 1024,
  /** Bytes of one stored event (its JSON). */
  eventMaxBytes: 8 * 1024,
} as const;
