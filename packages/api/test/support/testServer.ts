import { HttpServer } from "@effect/platform"
import { Cause, ConfigProvider, Context, Effect, Exit, Layer, Logger, ManagedRuntime, Scope } from "effect"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { SimBroker } from "@svc/terminal-runtime/sim/SimBroker"
import { SimTerminalDriver } from "@svc/terminal-runtime/sim/SimTerminalDriver"
import { embeddedSimulator, makeServerLayer } from "../../src/http/Server.js"
import { generateKey } from "../../src/keys/keyFormat.js"
import type { KeyProvider } from "../../src/secrets/KeyProvider.js"
import type { SecretStore } from "../../src/secrets/SecretStore.js"

/**
 * A fresh database per server: a new database on the Postgres of DATABASE_URL when it is set (CI), otherwise the
 * embedded PGlite in a temporary folder. Each test file gets its own, so files run in parallel.
 */
export const freshDatabase = async (): Promise<{ url: string | undefined; drop: () => Promise<void> }> => {
  const base = process.env.DATABASE_URL
  if (base === undefined || base === "") return { url: undefined, drop: async () => {} }
  const name = `svc_t_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
}

export interface TestServer {
  readonly url: string
  readonly masterKey: string
  /** Admin keys of two separate workspaces, A and B. */
  readonly keyA: string
  readonly keyB: string
  readonly databaseUrl: string | undefined
  readonly dropDatabase: () => Promise<void>
  readonly dataDir: string
  readonly logs: ReadonlyArray<string>
  /** Runs an effect against the server's own services, e.g. the simulated broker's test helpers. */
  readonly sim: <A, E>(f: (sim: SimBroker) => Effect.Effect<A, E>) => Promise<A>
  readonly broker: SimBroker
  /** Runs an effect against the server's secret store, to check what it holds. */
  readonly secrets: <A, E>(effect: Effect.Effect<A, E, SecretStore>) => Promise<A>
  /** `keepData` leaves the database and data folder for a restart with `startTestServer({ restartOf })`. */
  readonly stop: (options?: { readonly keepData?: boolean }) => Promise<void>
}

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
    ? await Effect.runPromise(Effect.map(Layer.buildWithScope(embeddedSimulator(dataDir, false), brokerScope), (c) => Context.get(c, SimBroker)))
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
    ...(db.url === undefined ? {} : { DATABASE_URL: db.url }),
    ...options.env
  }
  const logs: Array<string> = []
  const capture = Logger.make(({ annotations, cause, logLevel, message }) => {
    logs.push(`${logLevel.label} ${JSON.stringify(message)} ${JSON.stringify(Object.fromEntries(annotations))} ${Cause.pretty(cause, { renderErrorCause: true })}`)
  })
  const terminal = SimTerminalDriver.pipe(Layer.provideMerge(Layer.succeed(SimBroker, broker)))
  const layer = makeServerLayer({ terminal, simulateRemoteSerialization: true, ...(options.keyProvider ? { keyProvider: options.keyProvider } : {}) }).pipe(
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
    databaseUrl: db.url,
    dataDir,
    logs,
    broker,
    sim: (f) => Effect.runPromise(f(broker)),
    secrets: (effect) => runtime.runPromise(effect),
    stop: async (stopOptions) => {
      await runtime.dispose()
      if (options.embeddedSimulator === true) await Effect.runPromise(Scope.close(brokerScope, Exit.void))
      if (stopOptions?.keepData) return
      await db.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

export interface Reply {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any
}

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
    const text = await res.text()
    let parsed: unknown = undefined
    try {
      parsed = text.length > 0 ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: res.status, headers: res.headers, text, body: parsed }
  }
