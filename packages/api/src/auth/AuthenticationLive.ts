import { HttpRouter } from "@effect/platform"
import { Errors, grants, type Scope } from "@svc/domain"
import { Authentication } from "@svc/domain/api/authentication"
import { scopeTable } from "@svc/domain/api/scopeTable"
import { Effect, Layer, Redacted } from "effect"
import { timingSafeEqual } from "node:crypto"
import { ApiKeysRepo } from "../keys/ApiKeysRepo.js"
import { hashSecret, parseKey } from "../keys/keyFormat.js"
import { KeyUsage } from "./KeyUsage.js"

// Spec: every authentication failure is the same 401, whatever went wrong.
const unauthenticated = new Errors.Unauthenticated({
  message: "Missing or invalid API key. Send `Authorization: Bearer svc_live_<id>_<secret>`."
})

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

// Compared against when no key matches, so an unknown id costs the same as a wrong secret.
const decoyHash = hashSecret("decoy-secret-for-constant-time")

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function*() {
    const repo = yield* ApiKeysRepo
    const usage = yield* KeyUsage
    const scopes = new Map(scopeTable().map((row) => [routeKey(row.method, row.path), row.scope]))

    return Authentication.of({
      bearer: (token) =>
        Effect.gen(function*() {
          const parsed = parseKey(Redacted.value(token))
          if (parsed === undefined) return yield* Effect.fail(unauthenticated)
          const row = yield* repo.findByPublicId(parsed.publicId)
          const presented = hashSecret(parsed.secret)
          const matches = timingSafeEqual(presented, Buffer.from(row?.secretHash ?? decoyHash))
          const now = Date.now()
          if (
            row === undefined || !matches || row.environment !== parsed.environment || row.revokedAt !== null ||
            (row.expiresAt !== null && row.expiresAt.getTime() <= now)
          ) {
            return yield* Effect.fail(unauthenticated)
          }

          const route = yield* HttpRouter.RouteContext
          const wanted = scopes.get(routeKey(route.route.method, route.route.path)) ?? "admin"
          if (wanted !== "authenticated" && wanted !== "none" && !grants(row.scopes, wanted as Scope)) {
            return yield* Effect.fail(new Errors.MissingScope({
              message: `This key lacks the scope \`${wanted}\`.`,
              details: [{ scope: wanted }]
            }))
          }
          yield* usage.record(row.id)
          return { workspaceId: row.workspaceId, keyId: row.id, environment: row.environment, scopes: row.scopes }
        })
    })
  })
)
