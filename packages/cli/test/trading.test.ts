import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { eventually } from "./support/eventually.js"
import { cliAgainst, serverPerFile } from "./support/server.js"

const server = serverPerFile()
let account = ""
beforeAll(async () => {
  const connected = await svc(["accounts", "connect", "--login", "9001", "--server", "SimBroker-Demo", "--password-stdin", "--json"], "pw")
  account = JSON.parse(connected.stdout).id as string
})

const { svc, json } = cliAgainst(server)

describe("orders, positions, deals and quotes", () => {
  it("quotes need an online account: ACCOUNT_NOT_READY before warm", async () => {
    const r = await svc(["quotes", account, "--symbol", "EURUSD"])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain("error: ACCOUNT_NOT_READY: ")
    expect((await svc(["quotes", account])).code).toBe(2)
    expect((await svc(["accounts", "warm", account, "--interval", "0.1", "--timeout", "30"])).code).toBe(0)
  })

  it("quotes and margin from the online account", async () => {
    const quotes = await svc(["quotes", account, "--symbol", "EURUSD", "--symbol", "NOSUCH"])
    expect(quotes.code, quotes.stderr).toBe(0)
    expect(quotes.stdout).toMatch(/^SYMBOL\s+INSTRUMENT\s+STATUS\s+BID\s+ASK/)
    expect(quotes.stdout).toMatch(/^EURUSD\s+-\s+ok\s+\d+\.\d+\s+\d+\.\d+/m)
    expect(quotes.stdout).toMatch(/^NOSUCH\s+-\s+unknown_symbol\s+-\s+-/m)

    const margin = await json(["orders", "margin", account, "--symbol", "EURUSD", "--side", "buy", "--volume", "0.10", "--price", "1.10"])
    expect(margin.kind).toBe("margin")
    expect(margin.value).toMatch(/^\d+(\.\d+)?$/)
  })

  it("a market order prints its idempotency key; the same key never trades twice", async () => {
    const key = randomUUID()
    const args = ["orders", "market", account, "--side", "buy", "--symbol", "EURUSD", "--volume", "0.10", "--idempotency-key", key]
    const first = await svc([...args, "--json"])
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toContain(`idempotency key: ${key}`)
    expect(first.stderr).not.toContain("replay")
    const order = JSON.parse(first.stdout)
    expect(order).toMatchObject({ accountId: account, symbol: "EURUSD", side: "buy", intent: "open", state: "filled" })

    const retried = await svc([...args, "--json"])
    expect(retried.code, retried.stderr).toBe(0)
    expect(JSON.parse(retried.stdout).id).toBe(order.id)
    // The service sent `idempotent-replayed: true`: the operator is told this is the first order, not a second one.
    expect(retried.stderr).toContain(`replay: this is the result of the first request with idempotency key ${key}`)

    const reused = await svc(["orders", "market", account, "--side", "sell", "--symbol", "EURUSD", "--volume", "0.10", "--idempotency-key", key])
    expect(reused.code).toBe(1)
    expect(reused.stderr).toContain("error: IDEMPOTENCY_KEY_REUSED: ")

    const shown = await svc(["orders", "show", order.id])
    expect(shown.stdout).toMatch(/^state\s+filled$/m)
    expect(shown.stdout).toMatch(/^retcode\s+10009/m)
    // Deals arrive with the account's sync, a moment after the fill; reconcile asks for one now.
    expect((await svc(["positions", "reconcile", account])).code).toBe(0)
    const deals = await eventually(async () => {
      const r = await svc(["orders", "deals", order.id])
      return r.stdout.startsWith("DEALT AT") ? r : undefined
    })
    expect(deals.stdout).toMatch(/^DEALT AT\s+DEAL\s+SYMBOL/)
    expect(deals.stdout).toContain(order.id)
  })

  it("positions: list, move the stop, close", async () => {
    const snapshot = await json(["positions", "reconcile", account])
    expect(snapshot.positions).toHaveLength(1)
    const ticket = snapshot.positions[0].brokerPositionId as string
    const table = await svc(["positions", "list", account])
    expect(table.stdout).toMatch(new RegExp(`^${ticket}\\s+EURUSD\\s+buy\\s+0\\.10\\s`, "m"))
    expect(table.stdout).toMatch(/1 open \(as of /)

    const moved = await json(["positions", "modify", account, ticket, "--stop-loss", "0.5"])
    expect(moved).toMatchObject({ intent: "modify", stopLoss: "0.5" })
    expect((await svc(["positions", "modify", account, ticket])).code).toBe(2)
    const removed = await json(["positions", "modify", account, ticket, "--stop-loss", "none"])
    expect(removed.stopLoss).toBeNull()

    const closed = await json(["positions", "close", account, ticket])
    expect(closed).toMatchObject({ intent: "close", state: "filled", brokerPositionId: ticket })
    expect((await json(["positions", "reconcile", account])).positions).toEqual([])
  })

  it("pending orders: place, modify, cancel", async () => {
    const placed = await json(["orders", "pending", account, "--kind", "buy_limit", "--symbol", "EURUSD", "--volume", "0.10", "--price", "0.9"])
    expect(placed).toMatchObject({ type: "buy_limit", state: "working", price: "0.9" })
    expect((await svc(["orders", "pending", account, "--kind", "buy_stop_limit", "--symbol", "EURUSD", "--volume", "0.1", "--price", "2"])).code).toBe(2)

    const modified = await svc(["orders", "modify", placed.id, "--price", "0.8"])
    expect(modified.code, modified.stderr).toBe(0)
    expect((await svc(["orders", "modify", placed.id])).code).toBe(2)

    const cancelled = await svc(["orders", "cancel", placed.id])
    expect(cancelled.code, cancelled.stderr).toBe(0)
    expect((await json(["orders", "show", placed.id])).state).toBe("cancelled")
  })

  it("orders list pages with a cursor or --all; deals list the account's history", async () => {
    const all = await json(["orders", "list", "--account", account, "--all", "--limit", "2"])
    expect(all.length).toBeGreaterThanOrEqual(5)
    const page = await svc(["orders", "list", "--account", account, "--limit", "2"])
    expect(page.stdout.trim().split("\n")).toHaveLength(3)
    expect(page.stderr).toMatch(/More: add --cursor \S+/)
    const filled = await json(["orders", "list", "--state", "filled"])
    expect(filled.every((o: { state: string }) => o.state === "filled")).toBe(true)

    const deals = await svc(["deals", "list", account])
    expect(deals.code, deals.stderr).toBe(0)
    expect(deals.stdout).toMatch(/^DEALT AT\s+DEAL\s+SYMBOL\s+TYPE/)
    // The simulated account's opening deposit: a deal no order caused.
    expect(deals.stdout).toMatch(/balance/)
  })
})
