import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Option, Scope } from "effect"
import { LoginFailed } from "../../src/terminal/errors.js"
import { problemFromLoginFailure, tradingDisabledProblem } from "../../src/terminal/loginProblem.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { connect, DEMO, marketOrder, simLayer } from "./helpers.js"

const failure = (login: string, password: string, server = DEMO) => Effect.flip(connect(login, password, server))

describe("simulated broker logins", () => {
  it.scoped.each([
    ["refused-anything", "refused", "'5001': authorization on SimBroker-Demo failed (Invalid account)"],
    ["needs2fa", "needs_2fa", "'5001': authorization on SimBroker-Demo failed (One-time password required)"],
    ["needscert-x", "needs_certificate", "'5001': authorization on SimBroker-Demo failed (Certificate required)"],
    ["noconnect", "connection_failed", "'5001': no connection to SimBroker-Demo"]
  ] as const)("password %s → %s with the terminal's own words", ([password, kind, detail]) =>
    Effect.gen(function*() {
      const e = yield* failure("5001", password)
      expect(e).toBeInstanceOf(LoginFailed)
      expect(e.kind).toBe(kind)
      expect(e.detail).toBe(detail)
      expect(e.otherServers).toEqual(["SimBroker-Live", "SimBroker-Contest"])
      // A refused test password registers nothing: a normal password afterwards opens the account.
      const t = yield* connect("5001", "good")
      expect((yield* t.accountInfo).login).toBe("5001")
    }).pipe(Effect.provide(simLayer())))

  it.scoped("an unknown server fails to connect and names the sim's servers, most similar first", () =>
    Effect.gen(function*() {
      const typo = yield* failure("77", "pw", "SimBroker-Liv")
      expect(typo.kind).toBe("connection_failed")
      expect(typo.detail).toBe("'77': connection to SimBroker-Liv failed (Server not found)")
      expect(typo.otherServers).toEqual(["SimBroker-Live", "SimBroker-Demo", "SimBroker-Contest"])
      const contest = yield* failure("77", "pw", "simbroker-contest2")
      expect(contest.otherServers[0]).toBe("SimBroker-Contest")
      const demo = yield* failure("77", "pw", "Sim-Demo")
      expect(demo.otherServers[0]).toBe("SimBroker-Demo")
    }).pipe(Effect.provide(simLayer())))

  it.scoped("servers where the login already exists rank first among the other servers", () =>
    Effect.gen(function*() {
      yield* connect("31337", "pw", "SimBroker-Contest")
      const e = yield* failure("31337", "refused", "SimBroker-Demo")
      expect(e.otherServers).toEqual(["SimBroker-Contest", "SimBroker-Live"])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("the first login registers the password; later logins must match it", () =>
    Effect.gen(function*() {
      yield* connect("4242", "first-password")
      yield* connect("4242", "first-password")
      const wrong = yield* failure("4242", "other-password")
      expect(wrong.kind).toBe("refused")
      // Same login on another server is another account.
      yield* connect("4242", "other-password", "SimBroker-Live")
    }).pipe(Effect.provide(simLayer())))

  it.scoped("logins are digits only", () =>
    Effect.gen(function*() {
      expect((yield* failure("abc", "pw")).kind).toBe("refused")
    }).pipe(Effect.provide(simLayer())))

  it.scoped.each([
    ["SimBroker-Demo", "demo"],
    ["SimBroker-Live", "live"],
    ["SimBroker-Contest", "contest"]
  ] as const)("a new account on %s starts with 10000.00 USD, leverage 100, hedging (%s)", ([server, environment]) =>
    Effect.gen(function*() {
      const t = yield* connect("9001", "pw", server)
      const info = yield* t.accountInfo
      expect(info).toMatchObject({
        login: "9001",
        server,
        environment,
        company: "SimBroker Ltd.",
        currency: "USD",
        leverage: 100,
        marginMode: 2,
        tradeAllowed: true,
        balance: "10000.00",
        equity: "10000.00",
        margin: "0.00",
        marginFree: "10000.00",
        marginLevel: null,
        brokerUtcOffsetMinutes: 120
      })
      const deals = yield* t.historyDeals(0, Number.MAX_SAFE_INTEGER)
      expect(deals).toHaveLength(1)
      expect(deals[0]).toMatchObject({ type: 2, profit: "10000.00", entry: null, order: null, symbol: null })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("`nottrading` logs in with trading disabled; orders get 10017", () =>
    Effect.gen(function*() {
      const t = yield* connect("6001", "nottrading")
      const info = yield* t.accountInfo
      expect(info.tradeAllowed).toBe(false)
      const r = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10"))
      expect(r.retcode).toBe(10017)
      expect(yield* t.positions).toEqual([])
      const problem = tradingDisabledProblem(t.login, t.server)
      expect(problem.code).toBe("TRADING_DISABLED")
    }).pipe(Effect.provide(simLayer())))

  it.scoped("login failure after a while (fault): succeeds N times, then fails", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      yield* sim.setFaults(DEMO, "7001", { loginFailure: { kind: "needs_2fa", afterLogins: 1 } })
      yield* connect("7001", "pw")
      const e = yield* failure("7001", "pw")
      expect(e.kind).toBe("needs_2fa")
      yield* sim.clearFaults(DEMO, "7001")
      yield* connect("7001", "pw")
    }).pipe(Effect.provide(simLayer())))

  it.scoped("a password reset at the broker drops the live session and refuses the old password", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("8001", "old")
      yield* sim.changePassword(DEMO, "8001", "new")
      const e = yield* Effect.flip(t.accountInfo)
      expect(e._tag).toBe("Disconnected")
      expect((yield* failure("8001", "old")).kind).toBe("refused")
      yield* connect("8001", "new")
    }).pipe(Effect.provide(simLayer())))

  it.effect("closing the scope logs out: the session's calls then fail Disconnected", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const scope = yield* Scope.make()
      const t = yield* connect("8101").pipe(Scope.extend(scope))
      expect(yield* sim.openSessions(DEMO, "8101")).toBe(1)
      yield* Scope.close(scope, Exit.void)
      expect(yield* sim.openSessions(DEMO, "8101")).toBe(0)
      expect((yield* Effect.flip(t.positions))._tag).toBe("Disconnected")
    }).pipe(Effect.provide(simLayer())))
})

describe("login failures as the spec's Problem object", () => {
  it.scoped("maps each kind to its code, keeps the detail verbatim and offers the likely server", () =>
    Effect.gen(function*() {
      const refused = problemFromLoginFailure(yield* failure("5001", "refuse"))
      expect(refused).toMatchObject({
        code: "LOGIN_REFUSED",
        detail: "'5001': authorization on SimBroker-Demo failed (Invalid account)",
        otherServers: ["SimBroker-Live", "SimBroker-Contest"],
        actions: [{ kind: "replace_credentials" }, { kind: "switch_server", server: "SimBroker-Live" }]
      })
      expect(refused.title.length).toBeGreaterThan(0)
      expect(refused.explanation.length).toBeGreaterThan(0)
      expect(problemFromLoginFailure(yield* failure("5001", "needs2fa")).code).toBe("NEEDS_2FA")
      expect(problemFromLoginFailure(yield* failure("5001", "needscert")).code).toBe("NEEDS_CERTIFICATE")
      const unknown = problemFromLoginFailure(yield* failure("5001", "pw", "SimBroker-Dmeo"))
      expect(unknown.code).toBe("CONNECTION_FAILED")
      expect(unknown.actions[0]).toEqual({ kind: "switch_server", server: "SimBroker-Demo" })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("symbols and ticks answer None for a symbol the broker lacks", () =>
    Effect.gen(function*() {
      const t = yield* connect("5002")
      expect(Option.isNone(yield* t.symbolInfo("NOPE"))).toBe(true)
      expect(Option.isNone(yield* t.tick("NOPE"))).toBe(true)
      const names = (yield* t.symbols).map((s) => s.name)
      expect(names).toEqual(["EURUSD", "GBPUSD", "USDJPY", "XAUUSD", "US30", "BTCUSD", "SIM.CLOSED"])
    }).pipe(Effect.provide(simLayer())))
})
