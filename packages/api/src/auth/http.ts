import { HttpRouter, HttpServerRequest } from "@effect/platform"
import { Errors, grants, type Scope } from "@svc/domain"
import { Authentication, type Principal } from "@svc/domain/api/authentication"
import type { Requirement } from "@svc/domain/api/requiredScope"
import { scopeTable } from "@svc/domain/api/scopeTable"
import { Effect, Layer, Redacted } from "effect"
import { timingSafeEqual } from "node:crypto"
import { type ApiKeyRow, ApiKeysRepo } from "../apiKeys/ApiKeysRepo.js"
import { hashSecret, parseKey } from "../apiKeys/keyFormat.js"
import { AppConfig } from "../config.js"
import { requireConfirmed } from "../session/confirmation.js"
import { servedOverHttps, sessionTokenOf } from "../session/cookie.js"
import { originHeadersOf, trustedOrigin } from "../session/origin.js"
import { Sessions } from "../session/Sessions.js"
import { KeyUsage } from "./KeyUsage.js"
import { roleScopes } from "./roles.js"

// Spec: every authentication failure is the same 401, whatever went wrong.
const unauthenticated = new Errors.Unauthenticated({
  message: "Missing or invalid API key or session. Send `Authorization: Bearer svc_live_<id>_<secret>`, or sign in."
})

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

// Compared against when no key matches, so an unknown id costs the same as a wrong secret.
const decoyHash = hashSecret("decoy-secret-for-constant-time")

/** The route's requirement met by what the principal holds, or the 403 that says what is missing. */
const allowed = (wanted: Requirement, principal: Principal) => {
  if (wanted === "person" || wanted === "confirmed person") {
    return principal.person === null
      ? Effect.fail(new Errors.MembersNeedAPerson({ message: "This needs a signed-in person; API keys cannot manage members or sessions." }))
      : Effect.void
  }
  if (wanted !== "authenticated" && !grants(principal.scopes, wanted)) {
    return Effect.fail(new Errors.MissingScope({
      message: principal.person === null ? `This key lacks the scope \`${wanted}\`.` : `Your role does not grant \`${wanted}\`.`,
      details: [{ scope: wanted as Scope }]
    }))
  }
  return Effect.void
}

/**
 * Authentication of every endpoint behind the `Authentication` middleware: a bearer key, or else a console session
 * cookie (with the origin check on unsafe methods), then the route's requirement and, for a session where the route
 * needs it (`confirmed person`, or a scope marked `sessionStepUp`: actions that mint lasting access), the step-up
 * window.
 */
export const AuthLive = Layer.effect(
  Authentication,
  Effect.gen(function*() {
    const repo = yield* ApiKeysRepo
    const usage = yield* KeyUsage
    const sessions = yield* Sessions
    const config = yield* AppConfig
    const requirements = new Map(scopeTable().map((row) => [routeKey(row.method, row.path), row]))

    // The secret last verified against each key row, so a key's next requests are checked by a constant-time
    // comparison of the secret instead of a SHA-256 (~10-20 µs a request on this machine). Keyed by the row object:
    // ApiKeysRepo re-reads a row at most once a second and drops it at once on a change this process makes (a revoke,
    // a rotation), and a new row is verified by its hash again; the secret was in this process's memory anyway.
    const verified = new WeakMap<ApiKeyRow, Buffer>()
    const secretMatches = (row: ApiKeyRow | undefined, secret: string): boolean => {
      const presented = Buffer.from(secret, "utf8")
      const known = row === undefined ? undefined : verified.get(row)
      if (known !== undefined && known.length === presented.length && timingSafeEqual(known, presented)) return true
      // Any other secret costs the hash, as without the cache: a refusal's time says nothing about earlier requests.
      const matches = timingSafeEqual(hashSecret(secret), Buffer.from(row?.secretHash ?? decoyHash))
      if (matches && row !== undefined) verified.set(row, presented)
      return matches
    }

    const byKey = (token: string) =>
      Effect.gen(function*() {
        const parsed = parseKey(token)
        if (parsed === undefined) return yield* Effect.fail(unauthenticated)
        const row = yield* repo.findByPublicId(parsed.publicId)
        const matches = secretMatches(row, parsed.secret)
        const now = Date.now()
        if (
          row === undefined || !matches || row.environment !== parsed.environment || row.revokedAt !== null ||
          (row.expiresAt !== null && row.expiresAt.getTime() <= now)
        ) {
          return yield* Effect.fail(unauthenticated)
        }
        yield* usage.record(row.id)
        return {
          workspaceId: row.workspaceId,
          keyId: row.id,
          environment: row.environment,
          scopes: row.scopes,
          accountIds: row.accountIds,
          maxVolume: row.maxVolume,
          person: null
        } satisfies Principal
      })

    const bySession = (request: HttpServerRequest.HttpServerRequest, token: string) =>
      Effect.gen(function*() {
        const row = yield* sessions.authenticate(Redacted.make(token))
        if (row === undefined) return yield* Effect.fail(unauthenticated)
        if (!trustedOrigin(originHeadersOf(request), config.publicUrl)) {
          return yield* new Errors.UntrustedOrigin({
            message: "This request carries a console session but comes from another site; it was refused."
          })
        }
        return {
          workspaceId: row.workspaceId,
          keyId: null,
          environment: "live",
          scopes: roleScopes[row.role],
          accountIds: null,
          maxVolume: null,
          person: {
            personId: row.personId,
            role: row.role,
            sessionId: row.id,
            confirmedUntil: row.stepUpUntil,
            confirmedSince: row.stepUpOpenedAt
          }
        } satisfies Principal
      })

    return Authentication.of({
      bearer: (token) =>
        Effect.gen(function*() {
          const request = yield* HttpServerRequest.HttpServerRequest
          // A key is used whenever an Authorization header is sent, so a key's request never depends on cookies.
          const cookieToken = sessionTokenOf(request.headers["cookie"], servedOverHttps(config.publicUrl))
          const principal: Principal = request.headers["authorization"] !== undefined || cookieToken === undefined
            ? yield* byKey(Redacted.value(token))
            : yield* bySession(request, cookieToken)
          const route = yield* HttpRouter.RouteContext
          const row = requirements.get(routeKey(route.route.method, route.route.path))
          const wanted = row?.scope ?? "admin"
          if (wanted === "none") return principal
          yield* allowed(wanted, principal)
          // Step-up guards a session only: a key has no password to confirm, its scopes are what it is held to.
          if ((wanted === "confirmed person" || row?.sessionStepUp === true) && principal.person !== null) {
            const person = principal.person
            yield* requireConfirmed(person, (until) => sessions.slideConfirmation(person.sessionId, until))
          }
          return principal
        })
    })
  })
).pipe(Layer.provide([ApiKeysRepo.Default, KeyUsage.Default, Sessions.Default]))
