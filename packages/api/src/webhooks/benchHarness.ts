import { NodeContext } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import type { WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { ConfigProvider, Effect, Layer, Logger, LogLevel, ManagedRuntime } from "effect"
import { randomBytes, randomUUID } from "node:crypto"
import pg from "pg"
import { DatabaseWithMigrations } from "../db/Database.js"
import { Outbox } from "../events/Outbox.js"
import { LocalKeyProviderLive } from "../secrets/LocalKeyProvider.js"
import { WorkspacesRepo } from "../workspaces/WorkspacesRepo.js"
import { WebhooksLive } from "./layer.js"
import { Webhooks } from "./Webhooks.js"

/**
 * For bench/webhooks (which lives outside the packages and cannot resolve their dependencies): the webhook
 * services and the running dispatcher on a fresh database, one workspace (more on request), and a way to record events
 * through the outbox as features do. Not used by the server.
 */
export const startDeliveryHarness = async (options: { readonly databaseUrl: string | undefined; readonly dataDir: string }) => {
  let drop = async () => {}
  let url: string | undefined
  if (options.databaseUrl !== undefined && options.databaseUrl !== "") {
    const name = `svc_bench_${randomBytes(4).toString("hex")}`
    const admin = new pg.Client({ connectionString: options.databaseUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const fresh = new URL(options.databaseUrl)
    fresh.pathname = `/${name}`
    url = fresh.toString()
    drop = async () => {
      const c = new pg.Client({ connectionString: options.databaseUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
  const env: Record<string, string> = {
    SVC_DATA_DIR: options.dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString("base64"),
    SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true",
    ...(url === undefined ? {} : { DATABASE_URL: url })
  }
  const base = Layer.mergeAll(WorkspacesRepo.Default, LocalKeyProviderLive).pipe(Layer.provideMerge(DatabaseWithMigrations))
  const runtime = ManagedRuntime.make(WebhooksLive.pipe(
    Layer.provideMerge(base),
    Layer.provide(NodeContext.layer),
    Layer.provide(Logger.minimumLogLevel(LogLevel.Error)),
    Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))
  ))
  /** A workspace of its own, with endpoints and events: each bench tenant is one. */
  const addWorkspace = async () => {
    const workspaceId = randomUUID() as WorkspaceId
    await runtime.runPromise(Effect.flatMap(WorkspacesRepo, (repo) =>
      repo.insert({ id: workspaceId, name: "bench", plan: "enterprise", planAssigned: true, tradingDisabled: false })))
    return {
      /** Creates an endpoint for `target`; returns its id and secret. */
      createEndpoint: (target: string) =>
        runtime.runPromise(Effect.map(Effect.flatMap(Webhooks, (w) => w.create(workspaceId, { url: target })),
          (e) => ({ id: e.id, secret: e.secret }))),
      /** Records `count` `order.filled` events in one transaction, each carrying the time it was recorded. */
      record: (count: number) =>
        runtime.runPromise(Effect.gen(function*() {
          const sql = yield* SqlClient.SqlClient
          const outbox = yield* Outbox
          yield* sql.withTransaction(Effect.forEach(Array.from({ length: count }), () =>
            outbox.append({ workspaceId, type: "order.filled", resourceId: randomUUID(), payload: { recordedAt: Date.now() } }),
          { discard: true }))
        }).pipe(Effect.orDie)),
      /** Sends `count` test events to each endpoint (POST /v1/webhooks/{id}/test), ten at a time. */
      sendTests: (endpointIds: ReadonlyArray<WebhookEndpointId>, count: number) =>
        runtime.runPromise(Effect.flatMap(Webhooks, (w) =>
          Effect.forEach(endpointIds.flatMap((id) => Array.from({ length: count }, () => id)), (id) => w.test(workspaceId, id),
            { concurrency: 10, discard: true })).pipe(Effect.orDie))
    }
  }
  const first = await addWorkspace()

  return {
    postgres: url !== undefined,
    addWorkspace,
    /** Creates an endpoint for `target` in the first workspace; returns its secret. */
    createEndpoint: async (target: string) => (await first.createEndpoint(target)).secret,
    record: first.record,
    stop: async () => {
      await runtime.dispose()
      await drop()
    }
  }
}
