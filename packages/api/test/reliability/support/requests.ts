/**
 * Requests generated from the OpenAPI document: valid ones (values drawn from each schema, with a few hints that
 * make them meaningful to the simulated broker), boundary ones (every bound met exactly) and malformed ones (one
 * thing wrong at a time, the way integrations and attackers get it wrong). Each request is a pure function of
 * (seed, index), so a failure can be replayed alone.
 */
import type { RawRequest } from "./http.js"
import { collectionOf, fillPath, resolve, type JsonSchema, type OpenApiDocument, type Operation } from "./openapi.js"
import { Prng } from "./prng.js"

export const KiB = 1024
export const MiB = 1024 * KiB

/** The ids the fuzzer may aim at, by the collection a path parameter names (`accounts`, `orders`, …). */
export interface Targets {
  readonly ids: Readonly<Record<string, ReadonlyArray<string>>>
  /** Accounts that may be cooled, disconnected, re-passworded or deleted without starving the rest of the run. */
  readonly expendableAccounts: ReadonlyArray<string>
  readonly keys: {
    readonly admin: string
    readonly otherWorkspace: string
    /** `accounts:read` only: most endpoints answer it 403. */
    readonly narrow: string
    readonly revoked: string
  }
  /** A loopback receiver: the only webhook URL that resolves without DNS. */
  readonly sinkUrl: string
}

export type Credential = "admin" | "other-workspace" | "narrow" | "invalid" | "unsure"

export type Kind =
  | "valid" | "boundary" | "body" | "path" | "query" | "header" | "auth" | "method" | "unknown-path" | "huge"

export interface Generated {
  readonly index: number
  readonly kind: Kind
  /** What was done, for the report: `body/wrong-type volume`. */
  readonly detail: string
  /** The documented operation the request is aimed at; undefined when no route should match. */
  readonly operation: Operation | undefined
  /**
   * The credential sent: the holdings' admin key, the other workspace's admin key, an `accounts:read` key, one
   * that must not authenticate (missing, malformed, revoked, tampered), or a spelling the spec leaves open.
   */
  readonly credential: Credential
  readonly request: RawRequest
  /** For a wrong method on a documented path: the `Allow` header expected, the documented methods sorted. */
  readonly allowed?: string
}

// ——— values ———

const uuidPattern = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
const decimalPattern = "^-?(0|[1-9]\\d{0,17})(\\.\\d{1,10})?$"
const positiveDecimalPattern = "^(0|[1-9]\\d{0,17})(\\.\\d{1,10})?$"

/**
 * A generator for each pattern the document uses. A pattern missing here fails the run on purpose: a new kind of
 * field deserves a generator, not random strings that never pass validation.
 */
const patternGenerators: Readonly<Record<string, (rng: Prng) => string>> = {
  [uuidPattern]: (rng) => rng.uuid(),
  "^[0-9]{1,20}$": (rng) => rng.digits(1, 12),
  "^[0-9]{1,32}$": (rng) => rng.digits(1, 12),
  [decimalPattern]: (rng) => `${rng.int(0, 3)}.${rng.digits(1, 5) || "0"}`,
  [positiveDecimalPattern]: (rng) => `${rng.int(0, 3)}.${rng.digits(1, 5) || "1"}`,
  "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3}$": () => "2024-01-02 03:04:05.678",
  // a person's email address (sign-in, invitations)
  "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$": (rng) => `p${rng.digits(4, 8)}@example.com`,
  // retry-after seconds: a response header only, never sent, but a pattern of the document all the same
  "^[0-9]+$": (rng) => rng.digits(1, 4)
}

export const unknownPatterns = (doc: OpenApiDocument): Array<string> => {
  const found = new Set<string>()
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk)
    if (typeof x === "object" && x !== null) {
      const r = x as Record<string, unknown>
      if (typeof r.pattern === "string") found.add(r.pattern)
      Object.values(r).forEach(walk)
    }
  }
  walk(doc)
  return [...found].filter((p) => patternGenerators[p] === undefined)
}

/** Years JavaScript's Date holds and a timestamptz column does not, in the forms clients send them. */
const farTimestamps = [
  "+010000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", "+275760-09-13T00:00:00.000Z",
  "10000-01-01T00:00:00Z", "0000-01-01T00:00:00Z"
]

const isTimestamp = (doc: OpenApiDocument, schema: JsonSchema): boolean => {
  const s = resolve(doc, schema)
  return s.format === "date-time" || [...(s.allOf ?? []), ...(s.anyOf ?? [])].some((x) => isTimestamp(doc, x))
}

/** The fields of `value` as multipart/form-data parts (boundary `x`), optionally with a NUL in each; or broken. */
const multipartOf = (value: unknown, withNul: boolean): Buffer => {
  const fields = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : []
  if (fields.length === 0) return Buffer.from("--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--\r\n")
  const parts = fields.map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}${withNul ? "\u0000" : ""}\r\n`)
  return Buffer.from(`${parts.join("")}--x--\r\n`)
}

const isoDate = (rng: Prng, future = rng.chance(0.5)) =>
  new Date(Date.UTC(2024, 0, 1) + (future ? 3 * 365 : 0) * 86_400_000 + rng.int(0, 86_400_000 * 300)).toISOString()

/**
 * Values that make sense to the service and the simulated broker for fields whose schema says only "a string":
 * symbols it trades, volumes on its grid, a receiver that needs no DNS. Used for most valid draws, not all.
 */
const hints = (targets: Targets): Readonly<Record<string, (rng: Prng) => unknown>> => ({
  symbol: (rng) => rng.pick(["EURUSD", "GBPUSD", "USDJPY", "XAUUSD", "SIM.CLOSED", "NOPE"]),
  volume: (rng) => rng.pick(["0.01", "0.01", "0.10", "1", "0.001"]),
  price: (rng) => rng.pick(["1.10000", "0.50000", "2.00000"]),
  openPrice: () => "1.10000",
  closePrice: () => "1.10100",
  stopLimitPrice: () => "0.60000",
  stopLoss: (rng) => rng.pick(["0.90000", null]),
  takeProfit: (rng) => rng.pick(["1.30000", null]),
  server: (rng) => rng.pick(["SimBroker-Demo", "SimBroker-Live", "SimBroker-Contest"]),
  password: () => "pw",
  // No DNS names: a fuzz run must not depend on (or query) the network's resolver.
  url: (rng) => rng.pick([targets.sinkUrl, "http://127.0.0.1:9/closed", "https://10.1.2.3/hook", "https://[::1]/x"]),
  accountIds: (rng) => Array.from({ length: rng.int(1, 3) }, () => rng.chance(0.6) ? rng.pick(targets.ids.accounts ?? [rng.uuid()]) : rng.uuid()),
  accountId: (rng) => rng.chance(0.7) ? rng.pick(targets.ids.accounts ?? [rng.uuid()]) : rng.uuid(),
  limit: (rng) => String(rng.int(1, 200)),
  symbols: (rng) => rng.pick(["EURUSD", "EURUSD,GBPUSD", "XAUUSD,US30,BTCUSD"]),
  instruments: (rng) => rng.pick(["EURUSD", "GBPUSD,USDJPY"]),
  expiresAt: (rng) => rng.chance(0.8) ? isoDate(rng, true) : null,
  expiration: (rng) => isoDate(rng, true),
  deviationPoints: (rng) => rng.int(0, 50),
  scopes: (rng) => rng.chance(0.9)
    ? [rng.pick(["accounts:read", "accounts:write", "trading:read", "trading:write", "webhooks:read"])]
    : ["admin"]
})

export interface ValueContext {
  readonly doc: OpenApiDocument
  readonly rng: Prng
  readonly hints: Readonly<Record<string, (rng: Prng) => unknown>>
  /** Every bound met exactly (longest strings, most items) instead of typical sizes. */
  readonly boundary: boolean
}

/** A value valid for `schema` (up to what only the server knows, such as which ids exist). */
export const generateValue = (ctx: ValueContext, schema: JsonSchema, name?: string): unknown => {
  const { rng } = ctx
  const s = resolve(ctx.doc, schema)
  const hint = name === undefined ? undefined : ctx.hints[name]
  if (hint !== undefined && !ctx.boundary && rng.chance(0.85)) return hint(rng)
  if (s.allOf !== undefined && s.allOf.length > 0) return generateValue(ctx, s.allOf[0] as JsonSchema, name)
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives !== undefined && alternatives.length > 0) {
    const nonNull = alternatives.filter((a) => resolve(ctx.doc, a).type !== "null")
    const pool = nonNull.length > 0 && rng.chance(0.85) ? nonNull : alternatives
    return generateValue(ctx, rng.pick(pool), name)
  }
  if (s.enum !== undefined) return rng.pick(s.enum)
  const type = Array.isArray(s.type) ? rng.pick(s.type) : s.type
  switch (type) {
    case "null":
      return null
    case "boolean":
      return rng.chance(0.5)
    case "integer":
    case "number": {
      const lo = s.minimum ?? 0
      const hi = s.maximum ?? 1000
      return ctx.boundary ? rng.pick([lo, hi]) : rng.int(lo, hi)
    }
    case "array": {
      const min = s.minItems ?? 0
      const max = s.maxItems ?? min + 3
      const n = ctx.boundary ? rng.pick([min, max]) : rng.int(min, Math.min(max, min + 3))
      return Array.from({ length: n }, () => (s.items === undefined ? null : generateValue(ctx, s.items, undefined)))
    }
    case "object": {
      const out: Record<string, unknown> = {}
      const required = new Set(s.required ?? [])
      for (const [k, sub] of Object.entries(s.properties ?? {})) {
        if (required.has(k) || rng.chance(ctx.boundary ? 0.9 : 0.5)) out[k] = generateValue(ctx, sub, k)
      }
      return out
    }
    default: {
      if (s.pattern !== undefined) {
        const make = patternGenerators[s.pattern]
        if (make === undefined) throw new Error(`no generator for pattern ${s.pattern}`)
        if (ctx.boundary && s.pattern === decimalPattern) return rng.pick(["999999999999999999.9999999999", "0.0000000001", "-999999999999999999"])
        return make(rng)
      }
      if (s.format === "uuid") return rng.uuid()
      if (s.format === "date-time") return isoDate(rng)
      if ((s.description ?? "").includes("Date")) return isoDate(rng)
      const min = Math.max(s.minLength ?? 0, 1)
      const max = s.maxLength ?? 40
      if (ctx.boundary) return rng.chance(0.5) ? "x".repeat(max) : "é".repeat(max) // code points, not bytes, count
      return rng.word(min, Math.min(max, min + 20))
    }
  }
}

// ——— malformed material ———

const oddStrings: ReadonlyArray<string> = [
  "", " ", "\u0000", "a\u0000b", "\ud800", "x\udfffy", "\u202eevil", "\ufeffbom", "🙂🙃", "e\u0301\u0301\u0301",
  "\u200b", "Ω≈ç√∫˜µ≤≥÷", "\u0085\u2028\u2029", "\r\n\r\n", "%00", "'; drop table accounts; --", "${jndi:ldap://x/a}",
  "<script>alert(1)</script>", "../../etc/passwd", "a" + "\u0301".repeat(400), "\\", "\"", "{}", "null", "NaN",
  "𝕏".repeat(64), "\u0007\u001b[31m", "ｔｅｓｔ", "١٢٣", "0x10"
]

const badDecimals: ReadonlyArray<unknown> = [
  "1e5", "0x10", "NaN", "Infinity", "-Infinity", "-0", "01", "1.", ".", ".5", "1.12345678901", "1234567890123456789",
  "1,5", " 1", "1 ", "+1", "-1", "0", "0.0", "-0.01", "１", "٣", 0.1, 1, "1.0e-3", "", "1..2", "--1", "0.00000000001",
  "99999999999999999999999999", null, true, ["1"], { value: "1" }
]

const badUuids: ReadonlyArray<string> = [
  "not-a-uuid", "00000000-0000-0000-0000-00000000000", "00000000-0000-0000-0000-0000000000000", "{00000000-0000-0000-0000-000000000000}",
  "00000000000000000000000000000000", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", "1", "-1", "null", "undefined", "' or '1'='1",
  "00000000-0000-0000-0000-000000000000 ", "🙂", "x".repeat(5000), "..", "%00", "%zz", "a b"
]

const wrongTypedValues: ReadonlyArray<unknown> = [
  42, -1, 1.5, 0, true, false, null, [], [1, 2], {}, { a: 1 }, "string", 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2
]

/** JSON text with one property's value replaced by raw text (numbers JSON.stringify cannot write, duplicate keys). */
const injectRaw = (obj: Record<string, unknown>, key: string, raw: string): string => {
  const rest = JSON.stringify(obj)
  const head = `{${JSON.stringify(key)}:${raw}`
  return rest === "{}" ? `${head}}` : `${head},${rest.slice(1)}`
}

const stringProps = (doc: OpenApiDocument, schema: JsonSchema): Array<[string, JsonSchema]> =>
  Object.entries(resolve(doc, schema).properties ?? {}).filter(([, p]) => {
    const r = resolve(doc, p)
    return r.type === "string" || (r.anyOf ?? []).some((a) => resolve(doc, a).type === "string") || (r.allOf ?? []).length > 0
  })

const maxLengthOf = (doc: OpenApiDocument, schema: JsonSchema): number | undefined => {
  const r = resolve(doc, schema)
  if (r.maxLength !== undefined) return r.maxLength
  for (const a of [...(r.anyOf ?? []), ...(r.allOf ?? [])]) {
    const m = maxLengthOf(doc, a)
    if (m !== undefined) return m
  }
  return undefined
}

const patternOf = (doc: OpenApiDocument, schema: JsonSchema): string | undefined => {
  const r = resolve(doc, schema)
  if (r.pattern !== undefined) return r.pattern
  for (const a of [...(r.anyOf ?? []), ...(r.allOf ?? [])]) {
    const p = patternOf(doc, a)
    if (p !== undefined) return p
  }
  return undefined
}

// ——— requests ———

export interface Generator {
  readonly count: number
  readonly operations: ReadonlyArray<Operation>
  readonly generate: (index: number) => Generated
  /** Path parameter values naming things that exist (where the targets have some), so a request gets past the lookup. */
  readonly knownIds: (o: Operation, rng: Prng) => Record<string, string>
  /** A valid body for the operation (hints included). */
  readonly validBody: (o: Operation, rng: Prng) => unknown
}

/**
 * Query parameters of operations whose document lists none although the contract has them: the schemas are in
 * `components` but not attached (reported as a documentation gap). Used only when the operation lists no query
 * parameters itself, so a fixed document takes over.
 */
const undocumentedQuery: Readonly<Record<string, string>> = {
  "orders.listOrders": "ListOrdersParams",
  "accountData.listDeals": "DealsParams",
  "accountData.getQuotes": "QuotesParams",
  "webhooks.listWebhookDeliveries": "ListWebhookDeliveriesParams"
}

export const queryParamsOf = (doc: OpenApiDocument, operation: Operation): Array<[string, JsonSchema, boolean]> => {
  if (operation.queryParams.length > 0) {
    return operation.queryParams.map((p) => [p.name, p.schema ?? { type: "string" }, p.required === true])
  }
  const name = operation.op.operationId === undefined ? undefined : undocumentedQuery[operation.op.operationId]
  const schema = name === undefined ? undefined : doc.components.schemas[name]
  if (schema === undefined) return []
  return Object.entries(schema.properties ?? {}).map(([k, v]) => [k, v, (schema.required ?? []).includes(k)])
}

/** Account operations that take the account offline, change its secret or remove it. */
const isDestructiveAccountOp = (o: Operation) =>
  o.path.startsWith("/v1/accounts/{id}") &&
  (o.method === "DELETE" || /\/(cool|disconnect|password|server|mode|warm)$/.test(o.path))

export const makeGenerator = (doc: OpenApiDocument, operations: ReadonlyArray<Operation>, targets: Targets, seed: number, count: number): Generator => {
  const hintTable = hints(targets)
  const idFor = (rng: Prng, o: Operation, param: string, valid: boolean): string => {
    if (!valid || rng.chance(0.25)) return param === "positionId" ? rng.digits(1, 12) : rng.uuid()
    const collection = collectionOf(o.path, param)
    const pool = collection === "accounts" && isDestructiveAccountOp(o) ? targets.expendableAccounts : targets.ids[collection]
    return pool === undefined || pool.length === 0 ? rng.uuid() : rng.pick(pool)
  }

  const generate = (index: number): Generated => {
    const rng = Prng.forItem(seed, index)
    // About one request in 300 is huge (around the 1 MiB body bound): enough to matter, few enough to stay fast.
    const huge = index % 300 === 299
    const kind: Kind = huge ? "huge" : rng.weighted<Kind>([
      [22, "valid"], [6, "boundary"], [26, "body"], [9, "path"], [9, "query"], [8, "header"], [12, "auth"], [3, "method"], [1, "unknown-path"]
    ])
    const candidates = huge ? operations.filter((o) => o.body !== undefined) : operations
    const o = rng.pick(candidates)
    const ctx: ValueContext = { doc, rng, hints: hintTable, boundary: kind === "boundary" }
    let detail: string = kind

    // Path.
    const pathValues: Record<string, string> = {}
    for (const p of o.pathParams) pathValues[p.name] = idFor(rng, o, p.name, true)
    let rawPath: string | undefined
    if (kind === "path" && o.pathParams.length > 0) {
      const p = rng.pick(o.pathParams)
      const bad = p.name === "positionId"
        ? rng.pick(["-1", "1.5", "1".repeat(21), "0x10", "abc", "", "🙂", " 1"])
        : rng.pick(badUuids)
      detail = `path/${p.name}=${JSON.stringify(bad.slice(0, 40))}`
      if (bad === "%zz" || bad === "%00") {
        // Raw on the request line: a broken or NUL percent-escape the router must decode itself.
        const others = Object.fromEntries(Object.entries(pathValues).map(([k, v]) => [k, encodeURIComponent(v)]))
        rawPath = fillPath(o.path, { ...others, [p.name]: bad }, false)
      } else {
        pathValues[p.name] = bad
      }
    } else if (kind === "path") {
      detail = "path/none"
    }
    let path = rawPath ?? fillPath(o.path, pathValues)

    // Query.
    const query: Array<string> = []
    const qparams = queryParamsOf(doc, o)
    for (const [name, schema, required] of qparams) {
      if (required || rng.chance(kind === "boundary" ? 0.8 : 0.3)) {
        const v = generateValue(ctx, schema, name)
        if (v !== null && v !== undefined) query.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`)
      }
    }
    if (kind === "query") {
      const mutation = rng.pick(["unknown", "bad-value", "repeated", "broken-escape", "proto", "empty", "long", "array-syntax"] as const)
      detail = `query/${mutation}`
      const named = qparams.length > 0 ? rng.pick(qparams)[0] : "limit"
      switch (mutation) {
        case "unknown": query.push(`${rng.word(1, 12)}=${rng.word(0, 12)}`); break
        case "bad-value": query.push(`${named}=${encodeURIComponent(String(rng.pick([...badDecimals, ...badUuids.slice(0, 12), ...farTimestamps, "0", "201", "-5", "abc", "2024-13-45", "yesterday", "FILLED", ",,,,", Array.from({ length: 25 }, () => "EURUSD").join(",")])))}`); break
        case "repeated": query.push(`${named}=1`, `${named}=2`); break
        case "broken-escape": query.push(rng.pick([`${named}=%`, `${named}=%zz`, `${named}=%E0%A4%A`, "%=1", `${named}=%00`])); break
        case "proto": query.push(rng.pick(["__proto__=1", "constructor=x", "__proto__[admin]=1", "hasOwnProperty=1", "toString=x"])); break
        case "empty": query.push(rng.pick(["", "&", "&&&", "=", `${named}=`, `${named}`])); break
        case "long": query.push(`${named}=${"9".repeat(rng.int(200, 4000))}`); break
        case "array-syntax": query.push(`${named}[]=1`, `${named}[0]=2`); break
      }
    }
    if (query.length > 0) path += `?${query.join("&")}`

    // Headers.
    const headers: Record<string, string> = {}
    let credential: Credential = o.authenticated ? "admin" : "invalid"
    if (o.authenticated) headers.authorization = `Bearer ${targets.keys.admin}`
    for (const h of o.headerParams) {
      if (h.required === true || rng.chance(0.5)) {
        headers[h.name] = h.name === "idempotency-key" ? `fz-${seed}-${index}` : String(generateValue(ctx, h.schema ?? { type: "string" }, h.name))
      }
    }
    if (kind === "boundary") {
      for (const h of o.headerParams) if (h.name in headers) headers[h.name] = "k".repeat(h.schema?.maxLength ?? 64)
    }

    // Body.
    let body: Buffer | undefined
    let contentType: string | undefined = "application/json"
    const value = o.body === undefined ? undefined : generateValue(ctx, o.body)
    if (value !== undefined) body = Buffer.from(JSON.stringify(value))
    if (o.body === undefined) contentType = undefined

    if (kind === "body") {
      const obj: Record<string, unknown> = typeof value === "object" && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {}
      const schema = o.body ?? { type: "object" }
      const props = Object.entries(resolve(doc, schema).properties ?? {})
      const required = resolve(doc, schema).required ?? []
      const mutation = rng.pick([
        "wrong-type", "wrong-type", "missing", "extra", "over-length", "empty-string", "odd-unicode", "odd-unicode",
        "bad-decimal", "bad-uuid", "not-object", "truncated", "duplicate-key", "deep", "invalid-utf8", "empty-body",
        "big-number", "too-many-items", "nested-object", "far-timestamp", "many-unknown-fields"
      ] as const)
      detail = `body/${mutation}`
      contentType = "application/json"
      let text: string | undefined
      switch (mutation) {
        case "wrong-type": {
          const [k] = props.length > 0 ? rng.pick(props) : ["x"]
          obj[k] = rng.pick(wrongTypedValues)
          detail += ` ${k}`
          break
        }
        case "missing": {
          const k = required.length > 0 ? rng.pick(required) : undefined
          if (k !== undefined) delete obj[k]
          detail += ` ${k ?? "(none required)"}`
          break
        }
        case "extra": {
          const k = rng.pick(["extra", "__proto__", "constructor", "prototype", "toString", "", "ключ", "id", "workspaceId", "admin"])
          text = injectRaw(obj, k, JSON.stringify(rng.pick(wrongTypedValues)))
          detail += ` ${JSON.stringify(k)}`
          break
        }
        case "over-length": {
          const withMax = props.map(([k, p]) => [k, maxLengthOf(doc, p)] as const).filter((x): x is readonly [string, number] => x[1] !== undefined)
          const [k, max] = withMax.length > 0 ? rng.pick(withMax) : ["x", 100] as const
          obj[k] = "y".repeat(max + rng.int(1, 3))
          detail += ` ${k}`
          break
        }
        case "empty-string": {
          const sp = stringProps(doc, schema)
          const [k] = sp.length > 0 ? rng.pick(sp) : ["x"]
          obj[k] = ""
          detail += ` ${k}`
          break
        }
        case "odd-unicode": {
          const sp = stringProps(doc, schema)
          const [k] = sp.length > 0 ? rng.pick(sp) : ["x"]
          const odd = rng.pick(oddStrings)
          obj[k] = rng.chance(0.5) ? odd : `${String(obj[k] ?? "v")}${odd}`
          detail += ` ${k}=${JSON.stringify(odd.slice(0, 12))}`
          break
        }
        case "bad-decimal": {
          const dec = props.filter(([, p]) => patternOf(doc, p) === decimalPattern)
          const [k] = dec.length > 0 ? rng.pick(dec) : ["volume"]
          const bad = rng.pick(badDecimals)
          obj[k] = bad
          detail += ` ${k}=${JSON.stringify(bad)}`
          break
        }
        case "bad-uuid": {
          const u = props.filter(([, p]) => {
            const r = resolve(doc, p)
            return r.format === "uuid" || (r.items !== undefined && patternOf(doc, r.items) === uuidPattern)
          })
          const [k, p] = u.length > 0 ? rng.pick(u) : ["accountId", { type: "string" } as JsonSchema]
          const bad = rng.pick(badUuids)
          obj[k] = resolve(doc, p).type === "array" ? [bad] : bad
          detail += ` ${k}`
          break
        }
        case "not-object":
          text = rng.pick(["[]", "42", "\"x\"", "null", "true", "[{}]", "-0", "1e999", "\"\\u0000\""])
          break
        case "truncated": {
          const full = JSON.stringify(obj)
          text = full.slice(0, rng.int(0, Math.max(0, full.length - 1)))
          break
        }
        case "duplicate-key": {
          const [k] = props.length > 0 ? rng.pick(props) : ["x"]
          text = injectRaw(obj, k, JSON.stringify(rng.pick(wrongTypedValues)))
          break
        }
        case "deep": {
          const depth = rng.int(1_000, 60_000)
          const [k] = props.length > 0 ? rng.pick(props) : ["x"]
          text = injectRaw(obj, k, `${"[".repeat(depth)}${"]".repeat(depth)}`)
          detail += ` depth=${depth}`
          break
        }
        case "invalid-utf8": {
          const full = Buffer.from(JSON.stringify(obj))
          const cut = rng.int(0, full.length)
          body = Buffer.concat([full.subarray(0, cut), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), full.subarray(cut)])
          break
        }
        case "empty-body":
          text = rng.pick(["", " ", "\n"])
          break
        case "big-number": {
          const [k] = props.length > 0 ? rng.pick(props) : ["deviationPoints"]
          text = injectRaw(obj, k, rng.pick(["1e400", "-1e400", "123456789012345678901234567890", "0.1e-400", "-0", "100001", "1.0"]))
          break
        }
        case "too-many-items": {
          const arrays = props.filter(([, p]) => resolve(doc, p).type === "array")
          const [k, p] = arrays.length > 0 ? rng.pick(arrays) : ["accountIds", { maxItems: 200 } as JsonSchema]
          const max = resolve(doc, p).maxItems ?? 200
          obj[k] = Array.from({ length: max + 1 }, () => (rng.chance(0.5) ? rng.uuid() : "accounts:read"))
          detail += ` ${k}`
          break
        }
        case "far-timestamp": {
          // Dates JavaScript can hold and Postgres cannot: refused by the schema, never a 500 from SQL.
          const dates = props.filter(([, p]) => isTimestamp(doc, p))
          const [k] = dates.length > 0 ? rng.pick(dates) : ["expiration"]
          const far = rng.pick(farTimestamps)
          obj[k] = far
          detail += ` ${k}=${far}`
          break
        }
        case "many-unknown-fields": {
          // Each one is a decode issue: the answer must stay small however many there are.
          const n = rng.pick([60, 900, 95_000])
          text = `{${Array.from({ length: n }, (_, i) => `"u${i}":1`).join(",")}}`
          detail += ` ${n}`
          break
        }
        case "nested-object": {
          const [k] = props.length > 0 ? rng.pick(props) : ["x"]
          obj[k] = { $gt: "", $ne: null, nested: { deeper: [1, { x: "y" }] } }
          detail += ` ${k}`
          break
        }
      }
      if (mutation !== "invalid-utf8") body = Buffer.from(text ?? JSON.stringify(obj))
    }

    if (kind === "header") {
      const mutation = rng.pick(["content-type", "content-type", "idempotency-key", "accept", "content-encoding", "no-content-type"] as const)
      detail = `header/${mutation}`
      switch (mutation) {
        case "content-type": {
          const ct = rng.pick([
            "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16",
            "application/xml", "APPLICATION/JSON", "application/json;;;", "application/json-patch+json", "*/*", "application/octet-stream"
          ])
          contentType = ct
          if (ct === "application/x-www-form-urlencoded" && value !== undefined) {
            body = Buffer.from(new URLSearchParams(Object.entries(value as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)])).toString())
          }
          // The request's own fields as parts: decoded as a payload, a multipart order would trade.
          if (ct.startsWith("multipart")) body = multipartOf(value, rng.chance(0.3))
          if (body === undefined) body = Buffer.from("{}")
          detail += ` ${ct}`
          break
        }
        case "idempotency-key": {
          const v = rng.pick(["", " ", "k".repeat(256), "k".repeat(255), "\u00e9t\u00e9", "a\tb", "🙂"])
          // Node refuses to send characters outside latin-1 in a header; send those as their UTF-8 bytes read as latin-1.
          headers["idempotency-key"] = Buffer.from(v, "utf8").toString("latin1")
          detail += ` ${JSON.stringify(v.slice(0, 10))}x${v.length}`
          break
        }
        case "accept":
          headers.accept = rng.pick(["text/html", "application/xml", "*/*;q=0", "image/png"])
          break
        case "content-encoding":
          headers["content-encoding"] = rng.pick(["gzip", "br", "deflate", "identity, gzip"])
          if (body === undefined) body = Buffer.from("{}")
          break
        case "no-content-type":
          contentType = undefined
          if (body === undefined) body = Buffer.from("{}")
          break
      }
    }

    if (kind === "auth") {
      const mutation = rng.pick([
        "none", "empty-bearer", "garbage", "basic", "lowercase-scheme", "trailing-junk", "tampered-secret", "revoked",
        "narrow", "narrow", "other-workspace", "other-workspace", "bare-key", "double-space"
      ] as const)
      detail = `auth/${mutation}`
      const admin = targets.keys.admin
      const set = (v: string | undefined) => {
        if (v === undefined) delete headers.authorization
        else headers.authorization = v
      }
      credential = "invalid"
      switch (mutation) {
        case "none": set(undefined); break
        case "empty-bearer": set(rng.pick(["Bearer", "Bearer ", ""])); break
        case "garbage": set(`Bearer ${rng.pick(["x", "svc_live_", "svc_live_abc_def", `svc_live_${"a".repeat(64)}_${"b".repeat(128)}`, "svc_live_" + "x".repeat(3000), "🙂"].map((s) => Buffer.from(s, "utf8").toString("latin1")))}`); break
        case "basic": set("Basic dXNlcjpwYXNz"); break
        // RFC 9110 makes the scheme case-insensitive; the spec does not say, so either answer is accepted.
        case "lowercase-scheme": set(`bearer ${admin}`); credential = "unsure"; break
        case "trailing-junk": set(`Bearer ${admin} x`); break
        case "tampered-secret": set(`Bearer ${admin.slice(0, -1)}${admin.endsWith("A") ? "B" : "A"}`); break
        case "revoked": set(`Bearer ${targets.keys.revoked}`); break
        case "narrow": set(`Bearer ${targets.keys.narrow}`); credential = "narrow"; break
        case "other-workspace": set(`Bearer ${targets.keys.otherWorkspace}`); credential = "other-workspace"; break
        case "bare-key": set(admin); break
        case "double-space": set(`Bearer  ${admin}`); break
      }
    }

    let method = o.method
    let operation: Operation | undefined = o
    let allowed: string | undefined
    if (kind === "method") {
      // Every template the filled path matches answers (GET /v1/accounts/prepare is getAccount with id "prepare").
      const target = path.split("?")[0] ?? ""
      const matches = (template: string) =>
        new RegExp(`^${template.split("/").map((seg) => (seg.startsWith("{") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`).test(target)
      const documented = new Set(operations.filter((x) => matches(x.path)).map((x) => x.method))
      const others = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"].filter((m) => !documented.has(m))
      method = rng.pick(others)
      operation = undefined
      allowed = [...documented].sort().join(", ")
      detail = `method/${method}`
    }
    if (kind === "unknown-path") {
      path = rng.pick(["/v1/nope", "/v2/accounts", "/v1/accounts/x/y/z", "/.env", "/v1/accounts/%2e%2e/%2e%2e/openapi", "/%00", "/v1/admin"])
      operation = undefined
      detail = `unknown-path ${path}`
    }

    let chunked = false
    if (kind === "huge") {
      const variant = rng.pick(["under-bound", "over-bound", "over-bound-chunked", "under-bound-chunked", "far-over"] as const)
      detail = `huge/${variant}`
      const size = variant.startsWith("under") ? MiB - 64 * KiB : variant === "far-over" ? 4 * MiB : MiB + 64 * KiB
      const obj = typeof value === "object" && value !== null ? { ...(value as Record<string, unknown>) } : {}
      const props = Object.keys(resolve(doc, o.body ?? {}).properties ?? {})
      const k = props.length > 0 ? rng.pick(props) : "x"
      const filler = rng.chance(0.5) ? "x" : "é" // two bytes each in UTF-8: the bound is on bytes
      const skeleton = JSON.stringify({ ...obj, [k]: "" }).length
      obj[k] = filler.repeat(Math.floor((size - skeleton) / Buffer.byteLength(filler)))
      body = Buffer.from(JSON.stringify(obj))
      chunked = variant.endsWith("chunked")
      contentType = "application/json"
    }

    if (contentType !== undefined && body !== undefined) headers["content-type"] = contentType
    return {
      index,
      kind,
      detail,
      operation,
      credential,
      request: { method, target: path, headers, body, ...(chunked ? { chunked: true } : {}) },
      ...(allowed === undefined ? {} : { allowed })
    }
  }

  const knownIds = (o: Operation, rng: Prng) => {
    const values: Record<string, string> = {}
    for (const p of o.pathParams) {
      const collection = collectionOf(o.path, p.name)
      const pool = collection === "accounts" && isDestructiveAccountOp(o) ? targets.expendableAccounts : targets.ids[collection]
      // The first of each pool is the one kept alive (the warmed account, the filled order): it gets deepest.
      values[p.name] = pool?.[0] ?? rng.uuid()
    }
    return values
  }
  const validBody = (o: Operation, rng: Prng) =>
    o.body === undefined ? undefined : generateValue({ doc, rng, hints: hintTable, boundary: false }, o.body)

  return { count, operations, generate, knownIds, validBody }
}
