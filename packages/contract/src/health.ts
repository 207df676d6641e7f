import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

export const HealthData = Type.Object({
  status: Type.Literal("ok"),
  db: Type.Union([Type.Literal("sqlite"), Type.Literal("postgres")]),
});
export type HealthData = Static<typeof HealthData>;
export const HealthResponse = Envelope(HealthData);
