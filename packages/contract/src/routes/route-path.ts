/**
 * The schema-free half of the route table: a call's method and path, importable by browser bundles without the
 * TypeBox runtime. The schema-bearing half (`routes/<domain>.ts`) spreads these entries.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RoutePath {
  readonly method: HttpMethod;
  /** Fastify's spelling: `:name` marks a path parameter. */
  readonly path: string;
}

/** The names of a path's `:name` parameters, e.g. `"id"` for `/api/accounts/users/:id/status`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A call's path with its parameters filled in, each encoded as one path segment. */
export function pathTo<P extends string>(
  route: { readonly path: P },
  params: Record<PathParamName<P>, string | number>,
): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
