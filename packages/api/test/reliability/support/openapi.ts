/**
 * The service's own `/openapi.json`, read as data: the operations it lists, the statuses and error codes each one
 * documents, and a validator for the JSON Schema subset the generator emits. The reliability suites take their
 * endpoint lists from here, so an endpoint added to the contract is fuzzed and swept without touching them.
 */

export interface JsonSchema {
  readonly $ref?: string
  readonly type?: string | ReadonlyArray<string>
  readonly enum?: ReadonlyArray<unknown>
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly additionalProperties?: boolean | JsonSchema
  readonly items?: JsonSchema
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
  readonly allOf?: ReadonlyArray<JsonSchema>
  readonly pattern?: string
  readonly format?: string
  readonly minLength?: number
  readonly maxLength?: number
  readonly minItems?: number
  readonly maxItems?: number
  readonly minimum?: number
  readonly maximum?: number
  readonly description?: string
}

export interface Parameter {
  readonly name: string
  readonly in: "path" | "query" | "header" | "cookie"
  readonly required?: boolean
  readonly schema?: JsonSchema
}

interface MediaType {
  readonly schema?: JsonSchema
}

export interface OperationObject {
  readonly operationId?: string
  readonly parameters?: ReadonlyArray<Parameter>
  readonly requestBody?: { readonly required?: boolean; readonly content: Readonly<Record<string, MediaType>> }
  readonly responses: Readonly<Record<string, { readonly description?: string; readonly content?: Readonly<Record<string, MediaType>> }>>
  readonly security?: ReadonlyArray<Readonly<Record<string, ReadonlyArray<string>>>>
  readonly "x-required-scope"?: string
}

export interface OpenApiDocument {
  readonly openapi: string
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>
  readonly components: { readonly schemas: Readonly<Record<string, JsonSchema>> }
  readonly security?: ReadonlyArray<unknown>
}

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const

export interface Operation {
  readonly method: string
  /** The OpenAPI template, `/v1/accounts/{id}`. */
  readonly path: string
  readonly op: OperationObject
  readonly pathParams: ReadonlyArray<Parameter>
  readonly queryParams: ReadonlyArray<Parameter>
  readonly headerParams: ReadonlyArray<Parameter>
  /** The JSON request body schema, when the operation takes one. */
  readonly body: JsonSchema | undefined
  /** False for the health endpoints (`security: []`). */
  readonly authenticated: boolean
  readonly statuses: ReadonlySet<number>
  readonly label: string
}

export const fetchOpenApi = async (baseUrl: string): Promise<OpenApiDocument> => {
  const res = await fetch(`${baseUrl}/openapi.json`)
  if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`)
  return (await res.json()) as OpenApiDocument
}

export const operationsOf = (doc: OpenApiDocument): ReadonlyArray<Operation> => {
  const out: Array<Operation> = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const op = item[method]
      if (op === undefined) continue
      const params = op.parameters ?? []
      const json = op.requestBody?.content["application/json"]?.schema
      out.push({
        method: method.toUpperCase(),
        path,
        op,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        headerParams: params.filter((p) => p.in === "header"),
        body: json,
        // An operation's own `security: []` means no authentication, whatever the document's default.
        authenticated: !(op.security !== undefined && op.security.length === 0),
        statuses: new Set(Object.keys(op.responses).map(Number)),
        label: `${method.toUpperCase()} ${path}`
      })
    }
  }
  return out
}

export const resolve = (doc: OpenApiDocument, schema: JsonSchema): JsonSchema => {
  let s = schema
  for (let guard = 0; s.$ref !== undefined; guard++) {
    if (guard > 20) throw new Error(`$ref loop at ${s.$ref}`)
    const name = s.$ref.replace(/^#\/components\/schemas\//, "")
    const target = doc.components.schemas[name]
    if (target === undefined) throw new Error(`unresolvable $ref ${s.$ref}`)
    s = target
  }
  return s
}

const typeOf = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v

/**
 * Validates `value` against a schema of the document: the keywords the generator emits (type, enum, properties,
 * required, additionalProperties, items, anyOf/oneOf/allOf, string and array bounds, pattern, uuid). Returns the
 * problems, each with its JSON path; empty when it conforms.
 */
export const validate = (doc: OpenApiDocument, schema: JsonSchema, value: unknown, at = "$"): Array<string> => {
  const s = resolve(doc, schema)
  const problems: Array<string> = []
  if (s.allOf !== undefined) for (const sub of s.allOf) problems.push(...validate(doc, sub, value, at))
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives !== undefined) {
    const results = alternatives.map((sub) => validate(doc, sub, value, at))
    if (!results.some((r) => r.length === 0)) problems.push(`${at}: matches no alternative (${results.map((r) => r[0] ?? "").join(" | ")})`)
  }
  if (s.enum !== undefined && !s.enum.some((e) => e === value)) problems.push(`${at}: ${JSON.stringify(value)} not in enum`)
  if (s.type !== undefined) {
    const types = typeof s.type === "string" ? [s.type] : s.type
    const actual = typeOf(value)
    const ok = types.some((t) => t === actual || (t === "number" && actual === "integer"))
    if (!ok) return [...problems, `${at}: expected ${types.join("|")}, got ${actual}`]
  }
  if (typeof value === "string") {
    if (s.minLength !== undefined && [...value].length < s.minLength) problems.push(`${at}: shorter than ${s.minLength}`)
    if (s.maxLength !== undefined && [...value].length > s.maxLength) problems.push(`${at}: longer than ${s.maxLength}`)
    if (s.pattern !== undefined && !new RegExp(s.pattern, "u").test(value)) problems.push(`${at}: ${JSON.stringify(value.slice(0, 80))} does not match ${s.pattern}`)
    if (s.format === "uuid" && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) problems.push(`${at}: not a uuid`)
  }
  if (typeof value === "number") {
    if (s.minimum !== undefined && value < s.minimum) problems.push(`${at}: below ${s.minimum}`)
    if (s.maximum !== undefined && value > s.maximum) problems.push(`${at}: above ${s.maximum}`)
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) problems.push(`${at}: fewer than ${s.minItems} items`)
    if (s.maxItems !== undefined && value.length > s.maxItems) problems.push(`${at}: more than ${s.maxItems} items`)
    if (s.items !== undefined) value.forEach((v, i) => problems.push(...validate(doc, s.items as JsonSchema, v, `${at}[${i}]`)))
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    for (const r of s.required ?? []) if (!(r in record)) problems.push(`${at}: missing ${r}`)
    for (const [k, v] of Object.entries(record)) {
      const prop = s.properties?.[k]
      if (prop !== undefined) problems.push(...validate(doc, prop, v, `${at}.${k}`))
      else if (s.additionalProperties === false) problems.push(`${at}: unexpected property ${k}`)
      else if (typeof s.additionalProperties === "object") problems.push(...validate(doc, s.additionalProperties, v, `${at}.${k}`))
    }
  }
  return problems
}

/** The component names a response schema refers to (through anyOf/oneOf/allOf), e.g. `ACCOUNT_NOT_FOUND`. */
const refNames = (schema: JsonSchema | undefined): Array<string> => {
  if (schema === undefined) return []
  const own = schema.$ref === undefined ? [] : [schema.$ref.replace(/^#\/components\/schemas\//, "")]
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(refNames)]
}

/**
 * The error codes an operation documents for a status. The generator names each error schema after its code
 * (`ACCOUNT_NOT_FOUND`), and the platform's decode error is answered as INVALID_REQUEST.
 */
export const documentedCodes = (op: OperationObject, status: number): ReadonlySet<string> => {
  const schema = op.responses[String(status)]?.content?.["application/json"]?.schema
  const codes = refNames(schema).map((n) => (n === "HttpApiDecodeError" ? "INVALID_REQUEST" : n)).filter((n) => /^[A-Z][A-Z0-9_]+$/.test(n))
  return new Set(codes)
}

/** The documented response schema for a status, if any. */
export const responseSchema = (op: OperationObject, status: number): JsonSchema | undefined =>
  op.responses[String(status)]?.content?.["application/json"]?.schema

/** `/v1/accounts/{id}/orders` → a concrete path with each `{name}` replaced by `values[name]`, percent-encoded. */
export const fillPath = (template: string, values: Readonly<Record<string, string>>, encode = true): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name]
    if (v === undefined) throw new Error(`no value for path parameter ${name} of ${template}`)
    return encode ? encodeURIComponent(v) : v
  })

/**
 * The collection a path parameter names, from the segment before it: `/v1/accounts/{id}` → `accounts`,
 * `/v1/accounts/{id}/positions/{positionId}` → `positions`. Suites map collections to the ids they created.
 */
export const collectionOf = (template: string, param: string): string => {
  const segments = template.split("/")
  const i = segments.indexOf(`{${param}}`)
  return i > 0 ? (segments[i - 1] ?? "") : ""
}
