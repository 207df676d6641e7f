import AjvCompiler from "@fastify/ajv-compiler";

/**
 * One policy for every number a request carries, wherever it sits (query, path, headers, body, nested) and whatever
 * route declares it: a finite safe integer (`integer`) or finite number (`number`) inside the declared range, written
 * as a JSON number or in plain decimal digits, else 400 naming the field.
 *
 * Why not Ajv's own handling: with `coerceTypes` Ajv turns the string "1e309" into Infinity after its type check,
 * and its minimum/maximum only compare finite numbers, so Infinity passed every declared range; it also accepted
 * hex, binary, exponents and padded strings ("0x10", "1e3", " 5"). Here each numeric schema is rewritten, before
 * Ajv compiles it, into one keyword that parses, checks and coerces the value itself.
 */

export const NUMERIC_KEYWORD = "sxzNumber";

type Schema = Record<string, unknown>;

/** What the keyword knows of one numeric schema: its kind and every constraint on the value. */
interface NumericRule {
  kind: "integer" | "number";
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  const?: unknown;
  enum?: unknown[];
}

const RULE_KEYS = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "const",
  "enum",
] as const;
/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYS = new Set(["const", "enum", "default", "examples", "example"]);

// Plain decimal only: no exponent, hex, binary, padding, plus sign, leading zeros or a sign on zero.
const DECIMAL_INTEGER = /^(0|-?[1-9]\d*)$/;
const DECIMAL_NUMBER = /^(0|-?[1-9]\d*|-?(0|[1-9]\d*)\.\d+)$/;
const isPlainObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A copy of `schema` in which every `{type: "integer" | "number", …range}` became `{sxzNumber: {kind, …range}}`.
 * Symbol keys (TypeBox's markers) are dropped; Ajv ignores them anyway.
 */
export function withNumericPolicy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNumericPolicy);
  if (!isPlainObject(schema)) return schema;
  const type = schema.type;
  if (Array.isArray(type) && type.some((t) => t === "integer" || t === "number")) {
    // A union of types would need its own coercion rules; TypeBox writes unions as anyOf, which is handled.
    throw new Error(`numeric policy: a schema with "type": ${JSON.stringify(type)} must be written as anyOf`);
  }
  const out: Schema = {};
  const rule: Partial<NumericRule> = {};
  const numeric = type === "integer" || type === "number";
  for (const [key, value] of Object.entries(schema)) {
    if (numeric && key === "type") rule.kind = value as NumericRule["kind"];
    else if (numeric && (RULE_KEYS as readonly string[]).includes(key)) (rule as Record<string, unknown>)[key] = value;
    else out[key] = DATA_KEYS.has(key) ? value : withNumericPolicy(value);
  }
  if (numeric) out[NUMERIC_KEYWORD] = rule;
  return out;
}

/** The value as a number if it is written acceptably for `kind`; undefined otherwise. */
function parse(value: unknown, kind: NumericRule["kind"]): number | undefined {
  let number: number;
  if (typeof value === "number") number = value;
  else if (
    typeof value === "string" &&
    value.length <= 40 &&
    (kind === "integer" ? DECIMAL_INTEGER : DECIMAL_NUMBER).test(value)
  )
    number = Number(value);
  else return undefined;
  if (kind === "integer" ? !Number.isSafeInteger(number) : !Number.isFinite(number)) return undefined;
  // -0 is 0: a sign on zero means nothing to any route and must not reach storage.
  return number === 0 ? 0 : number;
}

/** What the value must be, for the 400's message (`must be a whole number from 1 to 50 in decimal digits`). */
function requirement(rule: NumericRule): string {
  const low = rule.exclusiveMinimum !== undefined ? `more than ${rule.exclusiveMinimum}` : undefined;
  const high = rule.exclusiveMaximum !== undefined ? `less than ${rule.exclusiveMaximum}` : undefined;
  const what = rule.kind === "integer" ? "a whole number" : "a number";
  if (rule.enum) return `must be one of ${rule.enum.join(", ")}`;
  if (rule.const !== undefined) return `must be ${String(rule.const)}`;
  const min = rule.minimum ?? (rule.kind === "integer" ? Number.MIN_SAFE_INTEGER : undefined);
  const max = rule.maximum ?? (rule.kind === "integer" ? Number.MAX_SAFE_INTEGER : undefined);
  const range = [
    low ?? (min !== undefined ? `from ${min}` : undefined),
    high ?? (max !== undefined ? `to ${max}` : undefined),
  ]
    .filter(Boolean)
    .join(" ");
  return `must be ${what}${range ? ` ${range}` : ""} in decimal digits`;
}

function accepts(rule: NumericRule, number: number): boolean {
  if (rule.minimum !== undefined && number < rule.minimum) return false;
  if (rule.maximum !== undefined && number > rule.maximum) return false;
  if (rule.exclusiveMinimum !== undefined && number <= rule.exclusiveMinimum) return false;
  if (rule.exclusiveMaximum !== undefined && number >= rule.exclusiveMaximum) return false;
  if (rule.multipleOf !== undefined && !Number.isInteger(number / rule.multipleOf)) return false;
  if (rule.const !== undefined && number !== rule.const) return false;
  if (rule.enum && !rule.enum.includes(number)) return false;
  return true;
}

interface DataContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}
interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

/** The Ajv keyword: parses, checks and writes the number back (a one-element array counts as its element, as Ajv's "array" coercion does). */
function checkNumber(rule: NumericRule, data: unknown, _schema: unknown, context?: DataContext): boolean {
  const single = Array.isArray(data) && data.length === 1 ? data[0] : data;
  const number = parse(single, rule.kind);
  if (number === undefined || !accepts(rule, number)) {
    checkNumber.errors = [{ keyword: NUMERIC_KEYWORD, message: requirement(rule), params: { ...rule } }];
    return false;
  }
  if (context?.parentData && context.parentDataProperty !== undefined && !Object.is(data, number))
    context.parentData[context.parentDataProperty] = number;
  return true;
}
checkNumber.errors = null as KeywordError[] | null;

interface KeywordHost {
  addKeyword(definition: Record<string, unknown>): unknown;
}

/** Installs the keyword on an Ajv instance (Fastify's `ajv.plugins`). */
export function numericKeyword(ajv: KeywordHost): KeywordHost {
  ajv.addKeyword({
    keyword: NUMERIC_KEYWORD,
    schemaType: "object",
    modifying: true,
    errors: true,
    validate: checkNumber,
  });
  return ajv;
}

interface RouteSchema {
  schema?: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type CompileFromPool = (
  externalSchemas: Record<string, unknown>,
  options: { customOptions?: object; plugins?: unknown[] },
) => (route: RouteSchema) => unknown;

/**
 * Fastify's own validator factory (`@fastify/ajv-compiler`, the same Ajv options and formats) with the keyword
 * installed and every schema — the route's and any shared one — rewritten first. For `schemaController.compilersFactory`.
 */
export function numericPolicyValidatorFactory() {
  const fromPool = AjvCompiler() as unknown as CompileFromPool;
  return (externalSchemas: Record<string, unknown>, options: { customOptions?: object; plugins?: unknown[] } = {}) => {
    const shared = Object.fromEntries(
      Object.entries(externalSchemas ?? {}).map(([id, schema]) => [id, withNumericPolicy(schema)]),
    );
    const compile = fromPool(shared, { ...options, plugins: [...(options.plugins ?? []), numericKeyword] });
    return (route: RouteSchema) => compile({ ...route, schema: withNumericPolicy(route.schema) });
  };
}
