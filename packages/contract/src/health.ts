import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

export const HealthData = Type.Object({
  status: Type.Literal("ok"),
  db: Type.Union([Type.Literal("sqlite"), Type.Literal("postgres")]),
});
export type HealthData = Static<typeof HealthData>;
export const HealthResponse = Envelope(HealthData);

/**
 * Liveness and readiness probes answer for orchestrators, not the client layer: a bare status, no envelope.
 * `degraded` (HTTP 200) means reads are served while writes fail, `writes` saying why; `starting` (503) that the
 * server waits for its database before it migrates.
 */
export const ProbeAnswer = Type.Object({
  status: Type.Union([
    Type.Literal("ok"),
    Type.Literal("degraded"),
    Type.Literal("starting"),
    Type.Literal("draining"),
    Type.Literal("database-unavailable"),
  ]),
  writes: Type.Optional(Type.Union([Type.Literal("disk-full"), Type.Literal("storage-unavailable")])),
});
export type ProbeAnswer = Static<typeof ProbeAnswer>;
