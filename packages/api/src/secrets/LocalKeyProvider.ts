import { Effect, Layer, Option, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { AppConfig, masterKeyRefusal, StartupError } from "../config.js"
import { open, pack, seal, unpack } from "./aesGcm.js"
import { KeyProvider, KeyProviderError } from "./KeyProvider.js"

const decodeMasterKey = (base64: string, where: string): Buffer => {
  const key = Buffer.from(base64.trim(), "base64")
  if (key.length !== 32) {
    throw new StartupError({ message: `${where} must be base64 of exactly 32 bytes (got ${key.length} bytes)` })
  }
  return key
}

/** The embedded default: a key file created once in the data folder, readable by the owner only. */
const keyFromFile = (dataDir: string): Buffer => {
  const path = join(dataDir, "master.key")
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(path, randomBytes(32).toString("base64") + "\n", { mode: 0o600, flag: "wx" })
  }
  chmodSync(path, 0o600)
  return decodeMasterKey(readFileSync(path, "utf8"), path)
}

export const masterKeyFrom = (config: AppConfig): Buffer => {
  const refusal = masterKeyRefusal(config)
  if (refusal !== undefined) throw new StartupError({ message: refusal })
  return Option.match(config.masterKey, {
    onSome: (key) => decodeMasterKey(Redacted.value(key), "SVC_MASTER_KEY"),
    onNone: () => keyFromFile(config.dataDir)
  })
}

export const LocalKeyProviderLive = Layer.effect(
  KeyProvider,
  Effect.gen(function*() {
    const config = yield* AppConfig
    const masterKey = yield* Effect.try({
      try: () => masterKeyFrom(config),
      catch: (e) => e instanceof StartupError ? e : new StartupError({ message: `master key unreadable: ${String(e)}` })
    })
    const fail = (reason: string) => new KeyProviderError({ reason })
    return KeyProvider.of({
      id: "local",
      wrap: (dataKey, context) =>
        Effect.try({ try: () => pack(seal(masterKey, dataKey, context)), catch: () => fail("wrap failed") }),
      unwrap: (wrapped, context) =>
        Effect.try({ try: () => open(masterKey, unpack(wrapped), context), catch: () => fail("unwrap failed") })
    })
  })
)

/** Run before anything else starts, so a missing master key is reported before the database is even tried. */
export const MasterKeyCheckLive = Layer.effectDiscard(
  Effect.flatMap(AppConfig, (config) =>
    Effect.try({
      try: () => void masterKeyFrom(config),
      catch: (e) => e instanceof StartupError ? e : new StartupError({ message: `master key unreadable: ${String(e)}` })
    }))
)
