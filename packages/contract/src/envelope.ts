import { Type } from "@sinclair/typebox";
import type { Static, TSchema } from "@sinclair/typebox";

/** The envelope every platform call answers with; `message` is in the request's language (sxz-lang). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), data, message: Type.String() });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  data: Type.Null(),
  message: Type.String(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface ApiEnvelope<T> {
  code: number;
  data: T;
  message: string;
}
