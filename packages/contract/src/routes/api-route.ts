import type { TSchema } from "@sinclair/typebox";
import type { RoutePath } from "./route-path";

/** Who may call: anyone (a token is used when sent), a signed-in user, or an administrator of the token's school. */
export type Access = "anyone" | "user" | "admin";

/** Failure statuses the API document lists with the error envelope (HTTP 200 body-code refusals are in the answer). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503 | 507;

/**
 * One call of the reference server, once: the server registers its route from this entry (validation, OpenAPI
 * operation) and the clients take its method and path from the schema-free half (`routes/paths/`).
 */
export interface ApiRoute extends RoutePath {
  /** The OpenAPI operation id: the entry's key in `apiRoutes`. */
  readonly id: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly access: Access;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The body may be left out altogether (an empty POST). */
  readonly bodyOptional?: true;
  /** A multipart/form-data body: its fields and file parts, as documented (the handler streams the parts itself). */
  readonly form?: TSchema;
  /** A raw byte body of any type (streamed, never parsed). */
  readonly rawBody?: true;
  /** The HTTP 200 answer. */
  readonly answer?: TSchema;
  /** The call answers with something other than JSON: a redirect or the bytes of a stored file. */
  readonly answers?: "redirect" | "file";
  /** Answers of failure statuses in a shape of their own (the token endpoint's OAuth2 errors), validated as such. */
  readonly failureAnswers?: Readonly<Partial<Record<FailureStatus, TSchema>>>;
  /** Failure statuses beyond those the entry implies (400 for any input, 401/403 by access, 413 for bodies, 429). */
  readonly failures?: readonly FailureStatus[];
}

/** A domain's entries, keyed by operation id: each spreads its schema-free path entry and adds its schemas. */
export type ApiRouteTable<Paths extends Record<string, RoutePath>> = {
  readonly [Id in keyof Paths & string]: ApiRoute & Paths[Id] & { readonly id: Id };
};
