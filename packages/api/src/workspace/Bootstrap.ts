import { SqlClient } from "@effect/sql"
import { scopes, type ApiKeyId, type WorkspaceId } from "@svc/domain"
import { Console, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig, bootstrapSettings, StartupError } from "../config.js"
import { ApiKeysRepo } from "../apiKeys/ApiKeysRepo.js"
import { generateKey, hashSecret, hintOf, type ParsedKey } from "../apiKeys/keyFormat.js"
import { WorkspacesRepo } from "./WorkspacesRepo.js"

/**
 * How operators and tests get their first key. Each SVC_BOOTSTRAP_API_KEY key not known yet gets its own new
 * workspace with every scope; with none configured and an empty database, one workspace is made and its admin
 * key printed once.
 */
export const BootstrapLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const sql = yield* SqlClient.SqlClient
    const workspaces = yield* WorkspacesRepo
    const keys = yield* ApiKeysRepo
    const settings = bootstrapSettings(config)
    if ("refusal" in settings) return yield* new StartupError({ message: settings.refusal })
    const { plan, keys: configured } = settings

    const provision = (key: ParsedKey, name: string) =>
      sql.withTransaction(Effect.gen(function*() {
        const workspaceId = randomUUID() as WorkspaceId
        yield* workspaces.insert({ id: workspaceId, name, plan: plan.id, planAssigned: true, tradingDisabled: false })
        yield* keys.insert({
          id: randomUUID() as ApiKeyId,
          workspaceId,
          name: "bootstrap",
          publicId: key.publicId,
          environment: key.environment,
          secretHash: hashSecret(key.secret),
          hint: hintOf(key),
          scopes: [...scopes],
          accountIds: null,
          maxVolume: null,
          expiresAt: null
        })
      })).pipe(Effect.orDie)

    for (const [i, key] of configured.entries()) {
      const existing = yield* keys.findByPublicId(key.publicId)
      if (existing === undefined) yield* provision(key, `Workspace ${key.publicId}`)
      else if (!hashSecret(key.secret).equals(Buffer.from(existing.secretHash))) {
        return yield* new StartupError({ message: `SVC_BOOTSTRAP_API_KEY entry ${i + 1} reuses an id with another secret` })
      }
    }

    if (configured.length === 0 && (yield* workspaces.count) === 0) {
      const key = generateKey("live")
      yield* provision(key, "Default workspace")
      yield* Console.log(
        `\nCreated the first workspace. Its admin API key, shown this once:\n\n  ${key.full}\n\nStore it now; it cannot be shown again.\n`
      )
    }
  })
).pipe(Layer.provide([WorkspacesRepo.Default, ApiKeysRepo.Default]))
