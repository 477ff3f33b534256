import { NodeContext } from "@effect/platform-node"
import { ConfigProvider, Layer, Logger, LogLevel, ManagedRuntime } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseLive } from "../../src/db/Database.js"
import { freshDatabase } from "./freshDatabase.js"

/**
 * A migrated fresh database (PGlite, or Postgres when DATABASE_URL is set) with `services` on it, for tests of
 * statements below the HTTP layer. `close` disposes it and drops the database.
 */
export const startDatabase = async <A, E>(
  services: Layer.Layer<A, E, Layer.Layer.Success<typeof DatabaseLive>>,
  /** Settings besides the database's (SVC_ROLE, …). */
  env: Record<string, string> = {}
) => {
  const db = await freshDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), "svc-db-"))
  const runtime = ManagedRuntime.make(
    services.pipe(
      Layer.provideMerge(DatabaseLive),
      Layer.provide(NodeContext.layer),
      Layer.provide(Logger.minimumLogLevel(LogLevel.Warning)),
      Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map([
        ["SVC_DATA_DIR", dataDir],
        ...(db.url === undefined ? [] : [["DATABASE_URL", db.url] as const]),
        ...Object.entries(env)
      ]))))
    )
  )
  return {
    runtime,
    close: async () => {
      await runtime.dispose()
      await db.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
