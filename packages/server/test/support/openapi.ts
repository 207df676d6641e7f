// The API document as the walkers of the edge suites read it: `$ref`s to named components replaced by the component.

type Json = unknown;

/** A copy of `value` with every `{"$ref": "#/components/schemas/Name"}` replaced by that component (recursively). */
export function inlineRefs(value: Json, components: Record<string, Json>, seen: ReadonlySet<string> = new Set()): Json {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, components, seen));
  if (typeof value !== "object" || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
    const name = ref.slice("#/components/schemas/".length);
    if (seen.has(name) || !(name in components)) throw new Error(`unresolvable or recursive $ref ${ref}`);
    return inlineRefs(components[name], components, new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineRefs(item, components, seen)]));
}

/** The document at `/api/docs/openapi.json` with its references inlined. */
export async function fetchInlinedDocument<T>(baseUrl: string): Promise<T> {
  const document = (await (await fetch(`${baseUrl}/api/docs/openapi.json`)).json()) as {
    components?: { schemas?: Record<string, Json> };
  };
  return inlineRefs(document, document.components?.schemas ?? {}) as T;
}
