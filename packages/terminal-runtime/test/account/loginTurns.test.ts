import { describe, expect, it } from "@effect/vitest"
import { AccountId, WorkspaceId } from "@svc/domain"
import { Effect, Layer, Redacted } from "effect"
import { randomUUID } from "node:crypto"
import { maxConcurrentLogins, SessionOpener } from "../../src/account/SessionOpener.js"
import { LoginFailed } from "../../src/terminal/errors.js"
import { TerminalDriver } from "../../src/terminal/TerminalDriver.js"

/**
 * A runner taking over a dead one's accounts logs them in, in turns: never more than `maxConcurrentLogins` at
 * once in a process (all at once starved the process's event loop past its shard-lock refresh), and every one of
 * them gets its turn.
 */
describe("logins in one process", () => {
  it.scopedLive("run at most maxConcurrentLogins at once, and all run", () =>
    Effect.gen(function*() {
      let now = 0
      let most = 0
      let done = 0
      const driver = TerminalDriver.of({
        connect: (credentials) =>
          Effect.gen(function*() {
            now++
            most = Math.max(most, now)
            yield* Effect.sleep(20)
            now--
            done++
            // Refused, so the test needs no session: what it counts is the connects running at once.
            return yield* new LoginFailed({ kind: "refused", login: credentials.login, server: credentials.server, detail: "no", otherServers: [] })
          })
      })
      const opener = yield* SessionOpener.pipe(Effect.provide(SessionOpener.Default.pipe(Layer.provide(Layer.succeed(TerminalDriver, driver)))))
      const accounts = 3 * maxConcurrentLogins + 5
      yield* Effect.forEach(Array.from({ length: accounts }, (_, i) => i), (i) =>
        opener.inTurn(Effect.scoped(opener.open({
          id: AccountId.make(randomUUID()), workspaceId: WorkspaceId.make(randomUUID()), login: String(500000 + i),
          server: "SimBroker-Demo", mode: "always_on", state: "ready", stateDetail: null, problem: null,
          tradingDisabled: false, disconnected: false
        }, Redacted.make("pw")))).pipe(Effect.either), { concurrency: "unbounded" })
      expect(done).toBe(accounts)
      expect(most).toBe(maxConcurrentLogins)
    }))
})
