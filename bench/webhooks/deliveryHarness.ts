import { NodeContext } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import type { WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { ConfigProvider, Effect, Layer, Logger, LogLevel, ManagedRuntime } from "effect"
import { DatabaseLive } from "@svc/api/db/Database"
import { Outbox } from "@svc/api/events/Outbox"
import { LocalKeyProviderLive } from "@svc/api/secrets/LocalKeyProvider"
import { freshDatabase } from "@svc/api/testing/freshDatabase"
import { WebhookDeliveryLive } from "@svc/api/webhooks/delivery"
import { Webhooks } from "@svc/api/webhooks/Webhooks"
import { WorkspacesRepo } from "@svc/api/workspace/WorkspacesRepo"
import { randomBytes, randomUUID } from "node:crypto"

/**
 * The webhook services and the running dispatcher on a fresh database (on `databaseUrl`'s server, else the embedded
 * PGlite in `dataDir`), one workspace (more on request), and a way to record events through the outbox as features do.
 */
export const startDeliveryHarness = async (options: { readonly databaseUrl: string | undefined; readonly dataDir: string }) => {
  const { url, drop } = await freshDatabase({ server: options.databaseUrl, prefix: "svc_bench" })
  const env: Record<string, string> = {
    SVC_DATA_DIR: options.dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString("base64"),
    SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true",
    ...(url === undefined ? {} : { DATABASE_URL: url })
  }
  const base = Layer.mergeAll(WorkspacesRepo.Default, Outbox.Default, LocalKeyProviderLive).pipe(Layer.provideMerge(DatabaseLive))
  const runtime = ManagedRuntime.make(Layer.mergeAll(Webhooks.Default, WebhookDeliveryLive).pipe(
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
