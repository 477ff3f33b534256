import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect } from "effect"
import { mkdirSync } from "node:fs"
import { join } from "node:path"

/**
 * The embedded default: PGlite in a local folder, served over its Postgres-protocol socket on loopback so the
 * same `pg` client and SQL run unchanged. Returns the connection URL; stopped with the scope.
 */
export const startEmbeddedPostgres = (dataDir: string, maxConnections: number) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const dir = join(dataDir, "pg")
        mkdirSync(dir, { recursive: true })
        const db = await PGlite.create(dir)
        const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1", maxConnections })
        await server.start()
        return { db, server }
      },
      catch: (cause) => new Error(`embedded database could not start in ${dataDir}: ${String(cause)}`)
    }),
    ({ db, server }) => Effect.promise(async () => {
      await server.stop()
      await db.close()
    })
  ).pipe(Effect.map(({ server }) => `postgres://postgres@${server.getServerConn()}/postgres`))
