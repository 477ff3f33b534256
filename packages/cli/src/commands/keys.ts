import { Args, Command, Options } from "@effect/cli"
import { CreateApiKey } from "@svc/domain/api/apiKeys"
import { PositiveDecimalString } from "@svc/domain/decimal"
import { AccountId, ApiKeyId } from "@svc/domain/ids"
import { KeyEnvironment } from "@svc/domain/resources/apiKey"
import type { ApiKey } from "@svc/domain/resources/apiKey"
import { reservedScopes, scopes } from "@svc/domain/scopes"
import type { Scope } from "@svc/domain/scopes"
import { Clock, Effect, Option, Schema } from "effect"
import { apiFor, connection } from "../Client.js"
import { UsageError } from "../Failure.js"
import { field, listField } from "../Fields.js"
import { argSchema, optionSchema } from "../Input.js"
import { note } from "../Io.js"
import { byIdCommand } from "../ReadCommands.js"
import { details, emit, emitList } from "../Render.js"

const keyId = Args.text({ name: "key-id" }).pipe(
  argSchema(ApiKeyId),
  Args.withDescription("The key's id (a UUID, as `svc keys list` shows; not the key itself).")
)

/** Only what the API can grant: `admin` and `keys:manage` come from bootstrap alone. */
const grantable = scopes.filter((s): s is Exclude<Scope, "admin" | "keys:manage"> => !reservedScopes.includes(s))

const scope = Options.choice("scope", grantable).pipe(
  Options.repeated,
  Options.withDescription(`A scope to grant; repeat for several. One of: ${grantable.join(", ")}.`)
)

const name = Options.text("name").pipe(
  optionSchema(CreateApiKey.fields.name),
  Options.withDescription("A name to recognise the key by (its holder, its purpose).")
)

const account = Options.text("account").pipe(
  Options.repeated,
  optionSchema(Schema.mutable(Schema.Array(AccountId))),
  Options.withDescription("Narrow the key to this account (repeat for several): it sees and trades no other.")
)

const maxVolume = Options.text("max-volume").pipe(
  optionSchema(PositiveDecimalString),
  Options.optional,
  Options.withDescription("The most volume one opening order with this key may carry (lots, e.g. 0.50).")
)

const keyDetails = (k: ApiKey) =>
  details([
    ["id", k.id],
    ["name", k.name],
    ["public id", k.publicId],
    ["hint", k.hint],
    ["environment", k.environment],
    ["scopes", k.scopes],
    ["accounts", k.accountIds ?? "every account"],
    ["max volume", k.limits.maxVolume],
    ["last used", k.lastUsedAt],
    ["expires", k.expiresAt],
    ["revoked", k.revokedAt],
    ["created", k.createdAt]
  ])

const create = Command.make(
  "create",
  {
    ...connection,
    name,
    scope,
    environment: Options.choice("environment", KeyEnvironment.literals).pipe(
      Options.optional,
      Options.withDescription("live or test; default: that of the key making the call.")
    ),
    expiresAt: Options.text("expires-at").pipe(
      optionSchema(Schema.Date),
      Options.optional,
      Options.withDescription("When the key stops working (RFC 3339, in the future); default: never.")
    ),
    account,
    maxVolume
  },
  ({ account, environment, expiresAt, maxVolume, name, scope, ...conn }) =>
    Effect.gen(function*() {
      if (scope.length === 0) return yield* new UsageError({ message: "give at least one --scope" })
      const api = yield* apiFor(conn)
      const created = yield* api.apiKeys.createApiKey({
        payload: {
          name,
          scopes: scope,
          ...field("environment", environment),
          ...field("expiresAt", expiresAt),
          ...listField("accountIds", account),
          ...(Option.isSome(maxVolume) ? { limits: { maxVolume: maxVolume.value } } : {})
        }
      })
      // The one moment the full key exists outside its holder: it is the answer, so it goes to stdout.
      yield* emit(conn.json, created, (k) => `${keyDetails(k)}\n${"key".padEnd(11)}  ${k.key}`)
      yield* note("Store the key now: it is shown only this once and cannot be recovered.")
    })
).pipe(Command.withDescription("Create an API key with the given scopes; the full key is printed once (signed in: needs `svc confirm` first)."))

/** Whether the key works now, in one word, or the day it stops. */
const keyStatus = (k: ApiKey, now: number): string =>
  k.revokedAt !== null
    ? "revoked"
    : k.expiresAt === null
    ? "active"
    : k.expiresAt.getTime() <= now
    ? "expired"
    : `until ${day(k.expiresAt)}`

const day = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10))

const list = Command.make("list", connection, (conn) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const keys = yield* api.apiKeys.listApiKeys()
    const now = yield* Clock.currentTimeMillis
    // One line per key within the screen: names and scopes are cut short before anything else; `keys show` and
    // --json have every field in full.
    yield* emitList(conn.json, keys, [
      ["ID", (k) => k.id],
      ["NAME", (k) => k.name, "shrink"],
      ["ENV", (k) => k.environment],
      ["STATUS", (k) => keyStatus(k, now)],
      ["LAST USED", (k) => day(k.lastUsedAt)],
      ["SCOPES", (k) => k.scopes, "shrink"]
    ], "No keys.")
  })).pipe(
  Command.withDescription(
    "List the workspace's API keys, revoked ones included (never the keys themselves; `keys show` for the hint)."
  )
)

const show = byIdCommand(
  "show", keyId, "Show one API key.",
  (api, id) => api.apiKeys.getApiKey({ path: { id } }),
  keyDetails
)

const update = Command.make(
  "update",
  {
    ...connection,
    id: keyId,
    name: Options.optional(name),
    scope: scope.pipe(Options.withDescription("The key's new scopes, replacing all the old ones; repeat for several."))
  },
  ({ id, name, scope, ...conn }) =>
    Effect.gen(function*() {
      if (Option.isNone(name) && scope.length === 0) {
        return yield* new UsageError({ message: "give a new --name, new --scope values, or both" })
      }
      const api = yield* apiFor(conn)
      const key = yield* api.apiKeys.updateApiKey({
        path: { id },
        payload: {
          ...field("name", name),
          ...listField("scopes", scope)
        }
      })
      yield* note("New scopes apply from the key's next request; the key itself does not change.")
      yield* emit(conn.json, key, keyDetails)
    })
).pipe(Command.withDescription("Rename a key or re-scope it: new scopes replace the old ones (PATCH); the key does not change (signed in: widening it needs `svc confirm` first)."))

const revoke = Command.make("revoke", { ...connection, id: keyId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const key = yield* api.apiKeys.revokeApiKey({ path: { id } })
    yield* note(`Key ${key.name} (${key.hint}) is revoked: every request with it now answers 401.`)
    yield* emit(conn.json, key, keyDetails)
  })).pipe(Command.withDescription("Revoke an API key at once (safe to repeat)."))

export const keysCommand = Command.make("keys").pipe(
  Command.withDescription("Manage the workspace's API keys (needs a key with keys:manage, or a signed-in owner or admin, confirmed by `svc confirm` to create or widen one)."),
  Command.withSubcommands([create, list, show, update, revoke])
)
