import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compileInputSchema } from "./compile-input-schema.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A distinct schema per `index`, as every submitted tool brings its own. */
const schemaOf = (index: number) => ({
  type: "object",
  properties: { [`field${index}`]: { type: "integer", maximum: index }, name: { type: "string", minLength: 1 } },
  required: [`field${index}`],
});

describe("compileInputSchema", () => {
  it("keeps every validator working after thousands of other schemas were compiled (both dialects)", () => {
    const kept: Array<{ index: number; validate: (params: unknown) => boolean }> = [];
    for (let index = 0; index < 700; index++) {
      const schema = index % 3 === 0 ? { $schema: "http://json-schema.org/draft-07/schema#", ...schemaOf(index) } : schemaOf(index);
      const compiled = compileInputSchema(schema);
      if (!compiled.ok) throw new Error(compiled.error);
      if (index % 97 === 0) kept.push({ index, validate: compiled.validate });
    }
    for (const { index, validate } of kept) {
      expect(validate({ [`field${index}`]: index, name: "a" })).toBe(true);
      expect(validate({ [`field${index}`]: index + 1 })).toBe(false);
      expect(validate({ name: "a" })).toBe(false);
    }
    expect(compileInputSchema({ type: "object", properties: { a: { type: "strng" } } }).ok).toBe(false);
  });

  it("does not keep what it compiled for a check that throws the validator away (a submission's)", () => {
    const compileAndDrop = (from: number, count: number) => {
      for (let index = from; index < from + count; index++) expect(compileInputSchema(schemaOf(index)).ok).toBe(true);
    };
    compileAndDrop(0, 300); // warm: the instances and their formats exist
    gc();
    const before = process.memoryUsage().heapUsed;
    compileAndDrop(300, 1_500);
    gc();
    // Ajv's code scope kept about 3.5 KB per schema compiled (5 MB here) when one instance compiled them all.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(2_000_000);
  });
});
