import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { SxzScoreElement } from "./element";
import type { BOOLEAN_ATTRIBUTES, STRING_ATTRIBUTES } from "./model/attributes";

/** `resourceId` → `resource-id`. */
type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;

type StringAttribute = KebabCase<(typeof STRING_ATTRIBUTES)[number]> | "base-url";
type BooleanAttribute = KebabCase<(typeof BOOLEAN_ATTRIBUTES)[number]>;

/**
 * The attributes of `<sxz-score>` as JSX props (kebab-case, as in HTML). Booleans are true when present or
 * "true"; React 19 writes `true` as a present attribute, React 18 as "true" — both read as true.
 */
export type ScoreElementAttributes = { [Name in StringAttribute]?: string } & {
  [Name in BooleanAttribute]?: boolean | "true" | "false";
};

/** Everything JSX accepts on `<sxz-score>`: its attributes, the usual HTML ones (`class`, `id`, `style`…), `ref`, `key`. */
export type ScoreElementProps = DetailedHTMLProps<HTMLAttributes<SxzScoreElement>, SxzScoreElement> &
  ScoreElementAttributes & { class?: string };

// Opted into by importing `@sxz/reviews/element`: `<sxz-score resource-id="…">` type-checks in React 18 and 19 hosts.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "sxz-score": ScoreElementProps;
    }
  }
}
