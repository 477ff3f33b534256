/**
 * Decode messages never repeat what was sent, for every field of every request of the contract: each field gets
 * values of every wrong kind carrying a marker, and no detail may contain the marker. Effect's own wording
 * (`Expected …, actual <value>`, `Unable to decode <value> into …`) is what this pins: an upgrade that changes it
 * fails here rather than leaking.
 */
import { HttpApi, HttpApiError } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Api } from "@svc/domain/api/Api"
import { strict } from "@svc/domain/api/common"
import { ParseResult, Schema, SchemaAST } from "effect"
import { detailsOf, maxDetails } from "../src/http/issueDetails.js"

const inputs: Array<{ readonly name: string; readonly schema: Schema.Schema<unknown, unknown> }> = []
HttpApi.reflect(Api, {
  onGroup: () => {},
  onEndpoint: ({ endpoint }) => {
    const e = endpoint as unknown as {
      readonly name: string
      readonly payloadSchema: { _tag: string; value?: Schema.Schema<unknown, unknown> }
      readonly urlParamsSchema: { _tag: string; value?: Schema.Schema<unknown, unknown> }
      readonly headersSchema: { _tag: string; value?: Schema.Schema<unknown, unknown> }
    }
    for (const [kind, s] of [["payload", e.payloadSchema], ["query", e.urlParamsSchema], ["headers", e.headersSchema]] as const) {
      if (s._tag === "Some" && s.value !== undefined) inputs.push({ name: `${e.name} ${kind}`, schema: s.value })
    }
  }
})

/** The property names a struct (behind refinements and transformations) declares. */
const fieldsOf = (ast: SchemaAST.AST): Array<string> => {
  switch (ast._tag) {
    case "TypeLiteral": return ast.propertySignatures.map((p) => String(p.name))
    case "Refinement": return fieldsOf(ast.from)
    case "Transformation": return fieldsOf(ast.from)
    case "Union": return [...new Set(ast.types.flatMap(fieldsOf))]
    default: return []
  }
}

const marker = "Zq7-marker"
const wrongValues: ReadonlyArray<unknown> = [
  `${marker}-${"x".repeat(300)}`, `${marker}`, 9876543219876, -98765.4321, true, { value: marker }, [marker], [[marker]],
  `+010000-01-01T00:00:00.000Z${marker}`
]
const leaks = (text: string) => text.includes(marker) || text.includes("9876543219876") || text.includes("98765.4321")

const detailsFor = (schema: Schema.Schema<unknown, unknown>, value: unknown) => {
  const result = Schema.decodeUnknownEither(schema, strict.parseOptions)(value)
  if (result._tag === "Right") return []
  const issues = ParseResult.ArrayFormatter.formatErrorSync(result.left) as HttpApiError.HttpApiDecodeError["issues"]
  return detailsOf(issues)
}

describe("decode details", () => {
  it("cover the contract's requests", () => {
    expect(inputs.length).toBeGreaterThan(20)
  })

  it("never contain a submitted value, for any field of any request", () => {
    const found: Array<string> = []
    for (const { name, schema } of inputs) {
      const fields = fieldsOf(schema.ast)
      for (const field of [...fields, "unknownField"]) {
        for (const value of wrongValues) {
          const details = detailsFor(schema, { [field]: value })
          const text = JSON.stringify(details)
          if (leaks(text)) found.push(`${name} ${field}=${JSON.stringify(value).slice(0, 40)}: ${text.slice(0, 300)}`)
          if (/actual |Redacted\(|Expected [A-Z]|ReadonlyArray|\w+Id \(UUID\)/.test(text)) found.push(`${name} ${field}: Effect's wording left in ${text.slice(0, 300)}`)
        }
      }
      for (const value of wrongValues) {
        const text = JSON.stringify(detailsFor(schema, value))
        if (leaks(text)) found.push(`${name} (whole body)=${JSON.stringify(value).slice(0, 40)}: ${text.slice(0, 300)}`)
      }
    }
    expect(found.slice(0, 10)).toEqual([])
  })

  // Arrays are refused before any schema (boundary.test.ts): a union of objects reads one as missing its `kind`.
  // A text body (the charting platform's alert message) is the one payload that is not a JSON object.
  it("say a body that is not an object (a string, a number, null) must be a JSON object", () => {
    const found: Array<string> = []
    const isText = (ast: SchemaAST.AST): boolean =>
      ast._tag === "StringKeyword" || (ast._tag === "Refinement" && isText(ast.from))
    for (const { name, schema } of inputs.filter((i) => i.name.endsWith(" payload") && !isText(i.schema.ast))) {
      for (const value of ["text", 5, null]) {
        const details = detailsFor(schema, value)
        if (JSON.stringify(details) !== JSON.stringify([{ field: "(body)", message: "must be a JSON object" }])) found.push(`${name} ${JSON.stringify(value)}: ${JSON.stringify(details)}`)
      }
    }
    expect(found.slice(0, 10)).toEqual([])
  })

  it("quote every allowed value of every enum, for every field of every request", () => {
    const found: Array<string> = []
    let enums = 0
    for (const { name, schema } of inputs) {
      for (const field of fieldsOf(schema.ast)) {
        for (const value of ["not-a-value", ["not-a-value"]]) {
          for (const detail of detailsFor(schema, { [field]: value })) {
            const values = /must be one of (.*)$/.exec(detail.message)?.[1]
            if (values === undefined) continue
            enums++
            if (!/^"[^"]+"(?:, "[^"]+")*$/.test(values)) found.push(`${name} ${detail.field}: ${detail.message}`)
          }
        }
      }
    }
    expect(enums).toBeGreaterThan(5)
    expect(found.slice(0, 10)).toEqual([])
  })

  it("stop at the first 50 fields and count the rest", () => {
    const issues = Array.from({ length: 120 }, (_, i) => ({ _tag: "Unexpected" as const, path: [`f${i}`], message: "is unexpected" }))
    const details = detailsOf(issues)
    expect(details).toHaveLength(maxDetails + 1)
    expect(details[maxDetails]).toEqual({ field: "(more)", message: "70 more fields are not valid; fix these first" })
  })
})
