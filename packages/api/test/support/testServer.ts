import { HttpServer } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Cause, ConfigProvider, Context, Effect, Exit, Layer, Logger, ManagedRuntime, Scope } from "effect"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SimBroker } from "@svc/terminal-runtime/sim/SimBroker"
import { SimTerminalDriver } from "@svc/terminal-runtime/sim/SimTerminalDriver"
import * as App from "../../src/app.js"
import { LocalCardProvider } from "../../src/billing/LocalCardProvider.js"
import { LocalCryptoProvider } from "../../src/billing/LocalCryptoProvider.js"
import { generateKey } from "../../src/apiKeys/keyFormat.js"
import type { KeyProvider } from "../../src/secrets/KeyProvider.js"
import type { SecretStore } from "../../src/secrets/SecretStore.js"
import { freshDatabase } from "./freshDatabase.js"
import { replyOf, type Reply } from "./reply.js"

export interface TestServer {
  readonly url: string
  readonly masterKey: string
  /** Admin keys of two separate workspaces, A and B. */
  readonly keyA: string
  readonly keyB: string
  /** The owner of workspace A, made by the owner bootstrap with this password. */
  readonly owner: { readonly email: string; readonly password: string }
  readonly databaseUrl: string | undefined
  readonly dropDatabase: () => Promise<void>
  readonly dataDir: string
  readonly logs: ReadonlyArray<string>
  /** Runs an effect against the server's own services, e.g. the simulated broker's test helpers. */
  readonly sim: <A, E>(f: (sim: SimBroker) => Effect.Effect<A, E>) => Promise<A>
  readonly broker: SimBroker
  /** Runs an effect against the server's secret store, to check what it holds. */
  readonly secrets: <A, E>(effect: Effect.Effect<A, E, SecretStore>) => Promise<A>
  /** Runs an effect against the server's database (set-up a test cannot reach through the API). */
  readonly database: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>
  /** Runs an effect against the server's database, e.g. to move a workspace to another plan as billing would. */
  readonly sql: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>
  /** Tells the local card provider (SVC_CARD_PROVIDER=local) what the payer does. */
  readonly card: <A, E>(f: (card: LocalCardProvider) => Effect.Effect<A, E>) => Promise<A>
  /** Tells the local crypto provider (SVC_CRYPTO_PROVIDER=local) what the payer sends. */
  readonly crypto: <A, E>(f: (crypto: LocalCryptoProvider) => Effect.Effect<A, E>) => Promise<A>
  /** `keepData` leaves the database and data folder for a restart with `startTestServer({ restartOf })`. */
  readonly stop: (options?: { readonly keepData?: boolean }) => Promise<void>
}

/** Workspace A's owner in every test server. */
export const testOwner = { email: "owner@a.example", password: "correct horse battery staple" } as const

export const startTestServer = async (options: {
  readonly env?: Record<string, string>
  readonly keyProvider?: Layer.Layer<KeyProvider, unknown>
  /** Start on the data of a server stopped with `keepData`: a process restart. The broker outlives it. */
  readonly restartOf?: Partial<TestServer> & Pick<TestServer, "databaseUrl" | "dropDatabase" | "dataDir" | "keyA" | "keyB" | "masterKey">
  /**
   * The embedded default's broker instead: its books under `<dataDir>/sim`, opened with the server and closed when it
   * stops, so a restart reads them back as the real service does.
   */
  readonly embeddedSimulator?: boolean
} = {}): Promise<TestServer> => {
  const previous = options.restartOf
  const db = previous ? { url: previous.databaseUrl, drop: previous.dropDatabase } : await freshDatabase()
  const dataDir = previous?.dataDir ?? mkdtempSync(join(tmpdir(), "svc-test-"))
  // By default the simulated broker lives outside the server, as a real broker would, so it survives a restart.
  const brokerScope = Effect.runSync(Scope.make())
  const broker = options.embeddedSimulator === true
    ? await Effect.runPromise(Effect.map(Layer.buildWithScope(App.embeddedSimulator(dataDir, false), brokerScope), (c) => Context.get(c, SimBroker)))
    : previous?.broker ?? (await Effect.runPromise(
      Effect.map(Layer.buildWithScope(SimBroker.Default, brokerScope), (context) => Context.get(context, SimBroker))
    ))
  const keyA = previous?.keyA ?? generateKey("live").full
  const keyB = previous?.keyB ?? generateKey("test").full
  const masterKey = previous?.masterKey ?? randomBytes(32).toString("base64")
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    SVC_DATA_DIR: dataDir,
    SVC_MASTER_KEY: masterKey,
    SVC_BOOTSTRAP_API_KEY: `${keyA},${keyB}`,
    SVC_BOOTSTRAP_OWNER_EMAIL: testOwner.email,
    SVC_BOOTSTRAP_OWNER_PASSWORD: testOwner.password,
    ...(db.url === undefined ? {} : { DATABASE_URL: db.url }),
    ...options.env
  }
  const logs: Array<string> = []
  const capture = Logger.make(({ annotations, cause, logLevel, message }) => {
    logs.push(`${logLevel.label} ${JSON.stringify(message)} ${JSON.stringify(Object.fromEntries(annotations))} ${Cause.pretty(cause, { renderErrorCause: true })}`)
  })
  const terminal = SimTerminalDriver.layer.pipe(Layer.provideMerge(Layer.succeed(SimBroker, broker)))
  const layer = App.layer({ terminal, simulateRemoteSerialization: true, ...(options.keyProvider ? { keyProvider: options.keyProvider } : {}) }).pipe(
    Layer.provide(Logger.replace(Logger.defaultLogger, capture)),
    Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))
  )
  const runtime = ManagedRuntime.make(layer)
  const address = await runtime.runPromise(Effect.map(HttpServer.HttpServer, (s) => s.address))
  if (address._tag !== "TcpAddress") throw new Error("expected a TCP address")
  return {
    url: `http://127.0.0.1:${address.port}`,
    masterKey,
    dropDatabase: db.drop,
    keyA,
    keyB,
    owner: testOwner,
    databaseUrl: db.url,
    dataDir,
    logs,
    broker,
    sim: (f) => Effect.runPromise(f(broker)),
    secrets: (effect) => runtime.runPromise(effect),
    database: (effect) => runtime.runPromise(effect),
    sql: (effect) => runtime.runPromise(effect),
    // The provider is chosen by configuration, so the runtime's type cannot name it; a server without it fails here.
    card: (f) => runtime.runPromise(Effect.flatMap(LocalCardProvider, f) as Effect.Effect<never>),
    crypto: (f) => runtime.runPromise(Effect.flatMap(LocalCryptoProvider, f) as Effect.Effect<never>),
    stop: async (stopOptions) => {
      await runtime.dispose()
      if (options.embeddedSimulator === true) await Effect.runPromise(Scope.close(brokerScope, Exit.void))
      if (stopOptions?.keepData) return
      await db.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

export type { Reply }

/** A client as an integration would write it: fetch, a bearer key, JSON. */
export const client = (baseUrl: string, key?: string) =>
  async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) })
    })
    return replyOf(res)
  }

/** Signs in with email and password; the session cookie (`name=value`) to send back, and the answer. */
export const signIn = async (baseUrl: string, email: string, password: string): Promise<{ readonly cookie: string; readonly reply: Reply }> => {
  const reply = await client(baseUrl)("POST", "/v1/session", { email, password })
  const set = reply.headers.get("set-cookie") ?? ""
  return { cookie: set.split(";")[0] ?? "", reply }
}

/** A client as the console is: the session cookie, JSON, and this site's Origin on every request. */
export const sessionClient = (baseUrl: string, cookie: string) =>
  (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
    client(baseUrl)(method, path, body, { cookie, origin: baseUrl, ...headers })
