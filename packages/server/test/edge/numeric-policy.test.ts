import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { NUMERIC_KEYWORD, numericPolicyValidatorFactory, withNumericPolicy } from "../../src/http/numeric-policy";

/** The rewrite and the keyword on their own, compiled by the same factory the server uses. */

const compile = (schema: unknown) => {
  const build = numericPolicyValidatorFactory()(
    {},
    { customOptions: { coerceTypes: "array", removeAdditional: true, useDefaults: true, allErrors: false } },
  );
  return build({ schema, method: "GET", url: "/", httpPart: "querystring" }) as ((data: unknown) => boolean) & {
    errors?: Array<{ message?: string }> | null;
  };
};

describe("numeric policy", () => {
  it("rewrites every numeric schema, however nested, and leaves data keywords and other types alone", () => {
    const schema = Type.Object({
      page: Type.Integer({ minimum: 1, default: 1, description: "page" }),
      nested: Type.Array(Type.Object({ ratio: Type.Number({ exclusiveMaximum: 1 }) })),
      flag: Type.Union([Type.Literal(0), Type.Literal(1)]),
      name: Type.String({ default: "integer" }),
    });
    const rewritten = JSON.parse(JSON.stringify(withNumericPolicy(schema)));
    expect(rewritten.properties.page).toEqual({
      default: 1,
      description: "page",
      [NUMERIC_KEYWORD]: { kind: "integer", minimum: 1 },
    });
    expect(rewritten.properties.nested.items.properties.ratio).toEqual({
      [NUMERIC_KEYWORD]: { kind: "number", exclusiveMaximum: 1 },
    });
    expect(rewritten.properties.flag.anyOf).toEqual([
      { [NUMERIC_KEYWORD]: { kind: "number", const: 0 } },
      { [NUMERIC_KEYWORD]: { kind: "number", const: 1 } },
    ]);
    expect(rewritten.properties.name).toEqual({ type: "string", default: "integer" });
    expect(() => withNumericPolicy({ type: ["integer", "null"] })).toThrow(/anyOf/);
  });

  it("coerces plain decimal strings and one-element arrays, normalises -0, and names the range when it refuses", () => {
    const validate = compile(
      Type.Object({ n: Type.Integer({ minimum: 0, maximum: 10 }), x: Type.Optional(Type.Number()) }),
    );
    const ok = { n: ["7"], x: "-0.25" };
    expect(validate(ok)).toBe(true);
    expect(ok).toEqual({ n: 7, x: -0.25 });
    const zero = { n: -0 };
    expect(validate(zero)).toBe(true);
    expect(Object.is(zero.n, 0)).toBe(true);
    for (const n of [
      "1e309",
      "Infinity",
      "NaN",
      "0x1",
      "1e1",
      "07",
      "-0",
      " 1",
      "+1",
      "1.0",
      1.5,
      11,
      -1,
      true,
      null,
      [1, 2],
      {},
    ]) {
      expect(validate({ n }), JSON.stringify(n)).toBe(false);
      expect(validate.errors?.[0]?.message).toBe("must be a whole number from 0 to 10 in decimal digits");
    }
    expect(validate({ n: 1, x: Number.POSITIVE_INFINITY })).toBe(false);
    expect(validate({ n: 1, x: "1e5" })).toBe(false);
  });

  it("refuses integers beyond the safe range even where no maximum is declared", () => {
    const validate = compile(Type.Object({ id: Type.Integer({ minimum: 1 }) }));
    expect(validate({ id: String(Number.MAX_SAFE_INTEGER) })).toBe(true);
    expect(validate({ id: "9007199254740993" })).toBe(false);
    expect(validate({ id: 2 ** 53 })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe("must be a whole number from 1 to 9007199254740991 in decimal digits");
  });
});
