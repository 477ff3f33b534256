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
 *
 * A link printed once can be lost (a log rotated, a terminal closed) or run out unused: while that owner has not set
 * a password, a start with SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK=true, or any start after the link expired, replaces
 * it with a new one (the old one stops working) and prints that once. Otherwise a start prints nothing.
 */
export const BootstrapOwnerLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* AppConfig
    if (Option.isNone(config.bootstrapOwnerEmail)) {
      if (config.bootstrapOwnerNewSetupLink) {
        yield* Effect.logWarning("SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK is set without SVC_BOOTSTRAP_OWNER_EMAIL: no setup link made")
      }
      return
    }
    const email = config.bootstrapOwnerEmail.value.trim()
    const sql = yield* SqlClient.SqlClient
    const persons = yield* PersonsRepo
    const memberships = yield* MembershipsRepo
    const workspaces = yield* WorkspacesRepo
    const base = Option.match(config.publicUrl, { onSome: (u) => u.origin, onNone: () => `http://${config.host}:${config.port}` })
    const print = (intro: string, token: string) =>
      Console.log(
        `\n${intro} Set their password within 7 days with this one-time link, shown this once:\n\n  ${base}/setup#${token}\n\n(POST /v1/session/setup with {"token": "<the part after #>", "password": "…"}.)\n`
      )

    if ((yield* persons.count) > 0) {
      const token = newToken()
      const renewed = yield* persons.renewSetupToken(email, digestOf(token), new Date(Date.now() + setupLifetimeMillis), {
        onlyExpired: !config.bootstrapOwnerNewSetupLink
      })
      if (renewed !== undefined) {
        yield* print(`A new setup link for the workspace owner ${email}; any earlier link no longer works.`, token)
      } else if (config.bootstrapOwnerNewSetupLink) {
        yield* Effect.logWarning(
          "SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK: no setup link made; SVC_BOOTSTRAP_OWNER_EMAIL names no owner waiting for a password (already set up, or another address)"
        )
      }
      return
    }
    const first = yield* workspaces.oldest
    if (first === undefined) return

    const id = randomUUID() as PersonId
    const token = Option.isNone(config.bootstrapOwnerPassword) ? newToken() : undefined
    const passwordHash = Option.isSome(config.bootstrapOwnerPassword)
      ? yield* hashPassword(config.bootstrapOwnerPassword.value)
      : null
    // Of several processes starting on one empty database, one inserts the owner; only its link is real and printed.
    const created = yield* sql.withTransaction(Effect.gen(function*() {
      const person = yield* persons.insert({
        id,
        email,
        passwordHash,
        ...(token === undefined ? {} : { setupTokenHash: digestOf(token), setupExpiresAt: new Date(Date.now() + setupLifetimeMillis) })
      })
      if (person === undefined) return false
      yield* memberships.insert(first, id, "owner")
      return true
    })).pipe(Effect.orDie)
    if (created && token !== undefined) yield* print(`Created the workspace owner ${email}.`, token)
  })
).pipe(Layer.provide([PersonsRepo.Default, MembershipsRepo.Default, WorkspacesRepo.Default]))
