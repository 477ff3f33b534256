import { Config, Effect, Option, Schema } from "effect"
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import { dirname, join } from "node:path"

/**
 * The operator's console session, kept by `svc login` for the commands that follow: the service's address and
 * the session cookie. The file is created with mode 0600 (its folder 0700), as the cookie signs its holder in.
 */
const Stored = Schema.Struct({ baseUrl: Schema.String, cookie: Schema.String })
export type StoredSession = typeof Stored.Type

const defaultPath = () => join(process.env["XDG_CONFIG_HOME"] ?? join(homedir(), ".config"), "svc", "session.json")

export const sessionFilePath = Config.string("SVC_SESSION_FILE").pipe(Config.withDefault(defaultPath()))

export const saveSession = (session: StoredSession) =>
  Effect.flatMap(sessionFilePath, (path) =>
    Effect.sync(() => {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
      writeFileSync(path, JSON.stringify(session), { mode: 0o600 })
      // A file that existed keeps its mode on write: narrow it in any case.
      chmodSync(path, 0o600)
      return path
    }))

const decode = Schema.decodeUnknownOption(Schema.parseJson(Stored))

/** The stored session for `baseUrl`, if one was kept for that address. */
export const loadSession = (baseUrl: string) =>
  Effect.flatMap(sessionFilePath, (path) =>
    Effect.sync(() => {
      let text: string
      try {
        text = readFileSync(path, "utf8")
      } catch {
        return Option.none<StoredSession>()
      }
      return Option.filter(decode(text), (s) => s.baseUrl === baseUrl)
    }))

export const removeSession = Effect.flatMap(sessionFilePath, (path) => Effect.sync(() => rmSync(path, { force: true })))
