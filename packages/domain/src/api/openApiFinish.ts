/**
 * The last pass over the generated OpenAPI document: what Effect's generator cannot express from the contract
 * (response headers) and what it adds that this service never answers (the platform's own decode error).
 */

type Json = Record<string, unknown>

const isObject = (u: unknown): u is Json => u !== null && typeof u === "object" && !Array.isArray(u)

/**
 * Effect renders `Schema.Unknown` with a fixed `$id`, which OpenAPI 3.1 forbids defining twice in one document;
 * the ids carry no meaning here, so they are dropped.
 */
const withoutSchemaIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutSchemaIds)
    : isObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== "$id").map(([k, v]) => [k, withoutSchemaIds(v)]))
    : value

/** The platform's decode error is listed on every endpoint, but the server answers every decode failure with 400 INVALID_REQUEST. */
const decodeErrorRef = "#/components/schemas/HttpApiDecodeError"
const decodeErrorOnly = ["HttpApiDecodeError", "Issue", "PropertyKey"]

const refName = (schema: unknown): string | undefined =>
  isObject(schema) && typeof schema.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : undefined

export const headerComponents = {
  "svc-request-id": {
    description: "The request's id, the same as the body's `requestId`; quote it when reporting a problem.",
    required: true,
    schema: { type: "string" }
  },
  "idempotent-replayed": {
    description: "`true` when this is the stored answer to an earlier request with the same `Idempotency-Key` " +
      "(nothing was sent to the broker again); absent otherwise. `svc-request-id` is then the first request's.",
    schema: { type: "string", enum: ["true"] }
  },
  "retry-after": {
    description: "Seconds to wait before asking again.",
    required: true,
    schema: { type: "string", pattern: "^[0-9]+$" }
  }
} as const

const headerRef = (name: keyof typeof headerComponents) => ({ $ref: `#/components/headers/${name}` })

const statusNames: Record<string, string> = {
  "400": "Bad request",
  "401": "Unauthenticated",
  "402": "Not in the workspace's plan",
  "403": "Forbidden",
  "404": "Not found",
  "409": "Conflict",
  "422": "Refused by the broker",
  "429": "Too many requests",
  "500": "Internal error",
  "501": "Not implemented by the terminal",
  "502": "Bad gateway",
  "503": "Unavailable"
}

/** One error response: the decode error dropped, and its description naming every code it can carry. */
const finishErrorResponse = (status: string, response: Json): Json => {
  const content = isObject(response.content) ? response.content : {}
  const media = isObject(content["application/json"]) ? content["application/json"] : undefined
  if (media === undefined || !isObject(media.schema)) return response
  const members = Array.isArray(media.schema.anyOf) ? media.schema.anyOf : [media.schema]
  const kept = members.filter((m) => isObject(m) && m.$ref !== decodeErrorRef)
  const codes = kept.map(refName).filter((c): c is string => c !== undefined && /^[A-Z_]+$/.test(c))
  const schema = kept.length === 1 ? kept[0] : { ...media.schema, anyOf: kept }
  const description = codes.length > 0
    ? `${statusNames[status] ?? "Error"}: ${codes.map((c) => `\`${c}\``).join(", ")}.`
    : response.description
  return { ...response, description, content: { ...content, "application/json": { ...media, schema } } }
}

const finishOperation = (operation: Json): Json => {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : []
  const idempotent = parameters.some((p) => isObject(p) && p.in === "header" && p.name === "idempotency-key")
  const responses = isObject(operation.responses) ? operation.responses : {}
  const finished = Object.fromEntries(Object.entries(responses).map(([status, response]) => {
    const base = isObject(response) ? (Number(status) >= 400 ? finishErrorResponse(status, response) : response) : {}
    const headers: Json = {
      "svc-request-id": headerRef("svc-request-id"),
      ...(idempotent ? { "idempotent-replayed": headerRef("idempotent-replayed") } : {}),
      ...(status === "429" ? { "retry-after": headerRef("retry-after") } : {})
    }
    return [status, { ...base, headers }]
  }))
  // Every operation a key can authenticate also takes the console session (either one).
  const security = Array.isArray(operation.security) && operation.security.some((s) => isObject(s) && "bearer" in s)
    ? [...operation.security, { session: [] }]
    : operation.security
  return { ...operation, responses: finished, ...(security === undefined ? {} : { security }) }
}

/** The console session, set by `POST /v1/session`; the Authentication middleware reads it beside the bearer key. */
export const sessionScheme = {
  type: "apiKey",
  in: "cookie",
  name: "svc_session",
  description: "The console session cookie set by `POST /v1/session` (`__Host-svc_session` when served over HTTPS). " +
    "A POST, PATCH, PUT or DELETE with it from another site is 403 `UNTRUSTED_ORIGIN`."
} as const

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"])

/** Applied to the whole document (an `OpenApi.Transform` on the API). */
export const finishDocument = (spec: Json): Json => {
  const clean = withoutSchemaIds(spec) as Json
  const paths = isObject(clean.paths) ? clean.paths : {}
  const finishedPaths = Object.fromEntries(Object.entries(paths).map(([path, item]) => [
    path,
    isObject(item)
      ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, methods.has(k) && isObject(v) ? finishOperation(v) : v]))
      : item
  ]))
  const components = isObject(clean.components) ? clean.components : {}
  const schemas = isObject(components.schemas) ? components.schemas : {}
  return {
    ...clean,
    paths: finishedPaths,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => !decodeErrorOnly.includes(name))),
      headers: headerComponents,
      securitySchemes: { ...(isObject(components.securitySchemes) ? components.securitySchemes : {}), session: sessionScheme }
    }
  }
}
