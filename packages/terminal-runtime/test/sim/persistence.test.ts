import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Scope } from "effect"
import { spawn } from "node:child_process"
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ORDER_TYPE, TRADE_ACTION } from "../../src/terminal/enums.js"
import { decodeBatch, encodeBatch } from "../../src/sim/savedRecords.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"
import { connect, d, DEMO, marketOrder } from "./helpers.js"

const ALL = [0, Number.MAX_SAFE_INTEGER] as const
const stateDir = () => mkdtempSync(join(tmpdir(), "svc-sim-state-"))
const saved = (dir: string, options: { resetState?: boolean } = {}) =>
  SimTerminalDriver.layer.pipe(Layer.provideMerge(SimBroker.layer({ processEveryMs: null, stateDir: dir, ...options })))

/** Everything a terminal shows of an account, with the tickets a restart must keep. */
const books = (login: string, password = "secret-pw-1") =>
  Effect.gen(function*() {
    const t = yield* connect(login, password)
    return {
      info: yield* t.accountInfo,
      positions: yield* t.positions,
      orders: yield* t.orders,
      historyOrders: yield* t.historyOrders(...ALL),
      deals: yield* t.historyDeals(...ALL)
    }
  })

const pendingBuyLimit = (price: string) => ({
  action: TRADE_ACTION.PENDING,
  symbol: "EURUSD",
  volume: d("0.10"),
  type: ORDER_TYPE.BUY_LIMIT,
  price: d(price),
  magic: 770077
})

const trade = (login: string) =>
  Effect.gen(function*() {
    const t = yield* connect(login, "secret-pw-1")
    const kept = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10"))
    const closed = yield* t.orderSend(marketOrder("sell", "GBPUSD", "0.20"))
    yield* t.orderSend(marketOrder("buy", "GBPUSD", "0.20", { position: closed.order! }))
    const pending = yield* t.orderSend(pendingBuyLimit("0.90000"))
    yield* (yield* SimBroker).deposit(DEMO, login, "250.00")
    return { kept, pending }
  })

const maxTicket = (tickets: ReadonlyArray<string | null>) => Math.max(...tickets.filter((x) => x !== null).map(Number))

describe("the simulated broker's saved state", () => {
  it.scoped("a restart keeps balances, positions, working orders, history and tickets; the password only as a hash", () =>
    Effect.gen(function*() {
      const dir = stateDir()
      const before = yield* Effect.scoped(Effect.gen(function*() {
        yield* trade("6001")
        return yield* books("6001")
      })).pipe(Effect.provide(saved(dir)))
      expect(before.positions).toHaveLength(1)
      expect(before.orders).toHaveLength(1)

      const after = yield* Effect.scoped(Effect.gen(function*() {
        const restored = yield* books("6001")
        // Tickets carry on past every ticket the previous run issued.
        const t = yield* connect("6001", "secret-pw-1")
        const next = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10"))
        const wrong = yield* Effect.flip(connect("6001", "another-password"))
        return { restored, next, wrong }
      })).pipe(Effect.provide(saved(dir)))

      expect(after.restored.info.balance).toBe(before.info.balance)
      expect(after.restored.positions).toEqual(before.positions)
      expect(after.restored.orders).toEqual(before.orders)
      expect(after.restored.historyOrders).toEqual(before.historyOrders)
      expect(after.restored.deals).toEqual(before.deals)
      expect(Number(after.next.order)).toBeGreaterThan(maxTicket(before.historyOrders.map((o) => o.ticket).concat(before.orders.map((o) => o.ticket))))
      expect(Number(after.next.deal)).toBeGreaterThan(maxTicket(before.deals.map((x) => x.ticket)))
      expect(after.wrong).toMatchObject({ _tag: "LoginFailed", kind: "refused" })
      for (const name of readdirSync(dir)) expect(readFileSync(join(dir, name), "utf8")).not.toContain("secret-pw-1")
      expect(statSync(dir).mode & 0o077).toBe(0)
      rmSync(dir, { recursive: true, force: true })
    }))

  it.scoped("after a crash (no orderly close) the books are there and no ticket is issued twice", () =>
    Effect.gen(function*() {
      const dir = stateDir()
      // The first broker is never closed: its scope stays open, as a killed process would leave it.
      const scope = yield* Scope.make()
      const crashed = yield* Layer.buildWithScope(saved(dir), scope)
      const issued = yield* Effect.gen(function*() {
        yield* trade("6002")
        return yield* books("6002")
      }).pipe(Effect.provide(crashed))
      // A write the crash cut short.
      const journal = readdirSync(dir).find((n) => n.startsWith("journal-"))!
      appendFileSync(join(dir, journal), "{\"changes\":[{\"_tag\":\"DealAdd")

      const after = yield* Effect.scoped(Effect.gen(function*() {
        const restored = yield* books("6002")
        const t = yield* connect("6002", "secret-pw-1")
        return { restored, next: yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10")) }
      })).pipe(Effect.provide(saved(dir)))
      expect(after.restored.deals).toEqual(issued.deals)
      expect(after.restored.positions).toEqual(issued.positions)
      expect(after.restored.orders).toEqual(issued.orders)
      expect(Number(after.next.order)).toBeGreaterThan(maxTicket(issued.historyOrders.map((o) => o.ticket).concat(issued.orders.map((o) => o.ticket))))
      expect(Number(after.next.deal)).toBeGreaterThan(maxTicket(issued.deals.map((x) => x.ticket)))
      yield* Scope.close(scope, Exit.void)
      rmSync(dir, { recursive: true, force: true })
    }))

  it.scoped("journal lines are exactly what the Schema encoder would write (the hand-built encoder cannot drift)", () =>
    Effect.gen(function*() {
      const dir = stateDir()
      const lines = yield* Effect.scoped(Effect.gen(function*() {
        yield* trade("6004")
        const t = yield* connect("6004", "secret-pw-1")
        const pending = (yield* t.orders)[0]!
        yield* t.orderSend({ action: TRADE_ACTION.MODIFY, order: pending.ticket, price: d("0.89000"), sl: d("0.88000") })
        yield* t.orderSend({ action: TRADE_ACTION.REMOVE, order: pending.ticket })
        const journal = readdirSync(dir).find((n) => n.startsWith("journal-"))!
        return readFileSync(join(dir, journal), "utf8").trim().split("\n")
      })).pipe(Effect.provide(saved(dir)))
      expect(lines.length).toBeGreaterThan(5)
      for (const line of lines) expect(JSON.parse(line)).toEqual(JSON.parse(encodeBatch(decodeBatch(line))))
      rmSync(dir, { recursive: true, force: true })
    }))

  it.scoped("tickets resume past every restored ticket even when the saved counters say less", () =>
    Effect.gen(function*() {
      const dir = stateDir()
      const before = yield* Effect.scoped(Effect.gen(function*() {
        yield* trade("6005")
        return yield* books("6005")
      })).pipe(Effect.provide(saved(dir)))
      const snapshot = join(dir, "snapshot.json")
      const edited = readFileSync(snapshot, "utf8").replace(/"tickets":\{[^}]*\}/, "\"tickets\":{\"order\":1,\"deal\":1,\"request\":1}")
      expect(edited).toContain("\"tickets\":{\"order\":1,")
      writeFileSync(snapshot, edited)
      const next = yield* Effect.scoped(Effect.gen(function*() {
        const t = yield* connect("6005", "secret-pw-1")
        return yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10"))
      })).pipe(Effect.provide(saved(dir)))
      expect(Number(next.order)).toBeGreaterThan(maxTicket(before.historyOrders.map((o) => o.ticket).concat(before.orders.map((o) => o.ticket))))
      expect(Number(next.deal)).toBeGreaterThan(maxTicket(before.deals.map((x) => x.ticket)))
      rmSync(dir, { recursive: true, force: true })
    }))

  it.scoped("a reset starts without accounts and keeps counting tickets", () =>
    Effect.gen(function*() {
      const dir = stateDir()
      const before = yield* Effect.scoped(Effect.gen(function*() {
        yield* trade("6003")
        return yield* books("6003")
      })).pipe(Effect.provide(saved(dir)))
      const after = yield* Effect.scoped(Effect.gen(function*() {
        // Any password opens the account afresh.
        const fresh = yield* books("6003", "new-password")
        const t = yield* connect("6003", "new-password")
        return { fresh, next: yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10")) }
      })).pipe(Effect.provide(saved(dir, { resetState: true })))
      expect(after.fresh.positions).toEqual([])
      expect(after.fresh.orders).toEqual([])
      expect(after.fresh.info.balance).toBe("10000.00")
      expect(Number(after.next.deal)).toBeGreaterThan(maxTicket(before.deals.map((x) => x.ticket)))
      rmSync(dir, { recursive: true, force: true })
    }))
})

const root = join(__dirname, "..", "..", "..", "..")
const fixture = join(__dirname, "fixtures", "tradeUntilKilled.ts")

/** Runs the trading fixture and kills it (SIGKILL) `afterLines` lines of output in; returns the tickets it saw. */
const tradeThenKill = (dir: string, afterLines: number) =>
  new Promise<{ orders: Array<number>; deals: Array<number> }>((resolve, reject) => {
    // Node itself with tsx's loader, so the kill reaches the process that writes (the tsx launcher would leave it).
    const child = spawn(process.execPath, ["--import", "tsx", fixture, dir], { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let err = ""
    let killed = false
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      if (!killed && out.split("\n").length > afterLines) {
        killed = true
        child.kill("SIGKILL")
      }
    })
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.on("exit", () => {
      if (!killed) return reject(new Error(`the fixture stopped by itself: ${err}`))
      const lines = out.split("\n").filter((l) => /^order \S+ deal \S+$/.test(l))
      const numbers = (i: number) => lines.map((l) => l.split(" ")[i]!).filter((x) => x !== "null").map(Number)
      resolve({ orders: numbers(1), deals: numbers(3) })
    })
  })

describe("killing the process at any moment", () => {
  it("leaves books that load, with every ticket it handed out and none issued again", { timeout: 180_000 }, async () => {
    const dir = stateDir()
    const seenOrders: Array<number> = []
    const seenDeals: Array<number> = []
    try {
      for (let round = 0; round < 6; round++) {
        const seen = await tradeThenKill(dir, 20 + Math.floor(Math.random() * 400))
        seenOrders.push(...seen.orders)
        seenDeals.push(...seen.deals)
        const found = await Effect.runPromise(Effect.scoped(Effect.gen(function*() {
          const restored = yield* books("9001", "kill-test-pw")
          const t = yield* connect("9001", "kill-test-pw")
          return { restored, next: yield* t.orderSend(marketOrder("buy", "EURUSD", "0.01")) }
        })).pipe(Effect.provide(saved(dir))))
        const orders = new Set([...found.restored.historyOrders, ...found.restored.orders].map((o) => Number(o.ticket)))
        const deals = new Set(found.restored.deals.map((x) => Number(x.ticket)))
        expect(seenOrders.filter((t) => !orders.has(t))).toEqual([])
        expect(seenDeals.filter((t) => !deals.has(t))).toEqual([])
        expect(Number(found.next.order)).toBeGreaterThan(Math.max(...seenOrders))
        expect(Number(found.next.deal)).toBeGreaterThan(Math.max(...seenDeals))
        seenOrders.push(Number(found.next.order))
        seenDeals.push(Number(found.next.deal))
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("one folder, one broker", () => {
  it("a second process is refused while the first lives, and takes over once it was killed", { timeout: 60_000 }, async () => {
    const dir = stateDir()
    const child = spawn(process.execPath, ["--import", "tsx", fixture, dir], { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
    try {
      await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()))
      const open = Effect.scoped(books("9001", "kill-test-pw")).pipe(Effect.provide(saved(dir)))
      const refused = await Effect.runPromiseExit(open)
      expect(Exit.isFailure(refused)).toBe(true)
      expect(String(Exit.isFailure(refused) ? refused.cause : "")).toContain(`process ${child.pid} already keeps a simulated broker`)
      child.kill("SIGKILL")
      await exited
      const taken = await Effect.runPromise(open)
      expect(taken.deals.length).toBeGreaterThan(0)
    } finally {
      child.kill("SIGKILL")
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
