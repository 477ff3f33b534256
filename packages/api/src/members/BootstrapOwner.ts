import { SqlClient } from "@effect/sql"
import type { PersonId } from "@svc/domain"
import { Console, Effect, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../config.js"
import { hashPassword } from "../session/passwords.js"
import { digestOf, newToken } from "../session/tokens.js"
import { MembershipsRepo } from "./MembershipsRepo.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { PersonsRepo } from "./PersonsRepo.js"

const setupLifetimeMillis = 7 * 24 * 60 * 60 * 1000

/**
 * The first owner. On a database without persons and with SVC_BOOTSTRAP_OWNER_EMAIL set, that address becomes the
 * owner of the first workspace (the bootstrap key's). Its password is SVC_BOOTSTRAP_OWNER_PASSWORD when given
 * (hashed at once; the variable can then be removed); otherwise a one-time setup link, valid 7 days, is printed
 * once, and `POST /v1/session/setup` with its token sets the password. Runs after the key bootstrap.
 */
export const BootstrapOwnerLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* AppConfig
    if (Option.isNone(config.bootstrapOwnerEmail)) return
    const email = config.bootstrapOwnerEmail.value.trim()
    const sql = yield* SqlClient.SqlClient
    const persons = yield* PersonsRepo
    const memberships = yield* MembershipsRepo
    const workspaces = yield* WorkspacesRepo
    if ((yield* persons.count) > 0) return
    const first = yield* workspaces.oldest
    if (first === undefined) return

    const id = randomUUID() as PersonId
    const token = Option.isNone(config.bootstrapOwnerPassword) ? newToken() : undefined
    const passwordHash = Option.isSome(config.bootstrapOwnerPassword)
      ? yield* hashPassword(config.bootstrapOwnerPassword.value)
      : null
    yield* sql.withTransaction(Effect.gen(function*() {
      const person = yield* persons.insert({
        id,
        email,
        passwordHash,
        ...(token === undefined ? {} : { setupTokenHash: digestOf(token), setupExpiresAt: new Date(Date.now() + setupLifetimeMillis) })
      })
      if (person !== undefined) yield* memberships.insert(first, id, "owner")
    })).pipe(Effect.orDie)
    if (token !== undefined) {
      const base = Option.match(config.publicUrl, { onSome: (u) => u.origin, onNone: () => `http://${config.host}:${config.port}` })
      yield* Console.log(
        `\nCreated the workspace owner ${email}. Set their password within 7 days with this one-time link, shown this once:\n\n  ${base}/setup#${token}\n\n(POST /v1/session/setup with {"token": "<the part after #>", "password": "…"}.)\n`
      )
    }
  })
).pipe(Layer.provide([PersonsRepo.Default, MembershipsRepo.Default, WorkspacesRepo.Default]))
