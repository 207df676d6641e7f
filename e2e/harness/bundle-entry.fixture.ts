import { LANGUAGES } from "@sxz/contract";
(window as unknown as { langs: readonly string[] }).langs = LANGUAGES;
