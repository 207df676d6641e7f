import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { LANGUAGES } from "./constants/languages";

export const LanguageSchema = Type.Union(LANGUAGES.map((code) => Type.Literal(code)));
export type LanguageSchema = Static<typeof LanguageSchema>;
