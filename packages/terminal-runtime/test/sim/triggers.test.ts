import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Stream, TestClock } from "effect"
import { ORDER_TIME, ORDER_TYPE, TRADE_ACTION } from "../../src/terminal/enums.js"
import type { TerminalSession } from "../../src/terminal/TerminalSession.js"
import type { TradeRequest } from "../../src/terminal/tradeRequest.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { connect, d, DEMO, marketOrder, simLayer } from "./helpers.js"

const prices = (t: TerminalSession, symbol: string) =>
  Effect.map(t.tick(symbol), (o) => {
    const tick = Option.getOrThrow(o)
    return { bid: Number(tick.bid), ask: Number(tick.ask) }
  })
const eur = (n: number) => n.toFixed(5)

describe("what the market does by itself", () => {
  it.scoped("a stop loss fires: SL deal and order, position gone, pushed as transactions", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("2001")
      const { bid } = yield* prices(t, "EURUSD")
      const sl = eur(bid - 0.002)
      const open = yield* t.orderSend(marketOrder("buy", "EURUSD", "1.00", { sl: d(sl) }))
      const events = yield* Effect.fork(Stream.runCollect(Stream.take(yield* t.subscribe, 3)))
      yield* sim.setBid("EURUSD", eur(bid - 0.0025))
      expect(yield* t.positions).toEqual([])
      const deals = yield* t.historyDealsByPosition(open.order ?? "")
      expect(deals.map((x) => [x.entry, x.reason])).toEqual([[0, 3], [1, 4]])
      const out = deals[1]
      expect(out).toMatchObject({ type: 1, price: eur(bid - 0.0025), comment: `[sl ${sl}]`, commission: "-3.50" })
      expect(out?.profit).toBe((-(Number(open.price) - (bid - 0.0025)) * 100_000).toFixed(2))
      const orders = yield* t.historyOrdersByPosition(open.order ?? "")
      expect(orders.map((o) => [o.type, o.reason, o.state])).toEqual([[0, 3, "filled"], [1, 4, "filled"]])
      const pushed = Chunk.toReadonlyArray(yield* Fiber.join(events))
      expect(pushed.map((e) => e._tag)).toEqual(["DealAdded", "PositionClosed", "HistoryOrderAdded"])
      const [dealAdded] = pushed
      expect(dealAdded?._tag === "DealAdded" && dealAdded.deal).toEqual(out)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("a take profit fires on a sell", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("2002")
      const { ask } = yield* prices(t, "EURUSD")
      const tp = eur(ask - 0.003)
      const open = yield* t.orderSend(marketOrder("sell", "EURUSD", "0.20", { tp: d(tp) }))
      yield* sim.setBid("EURUSD", eur(ask - 0.0035))
      const deals = yield* t.historyDealsByPosition(open.order ?? "")
      expect(deals[1]).toMatchObject({ entry: 1, reason: 5, type: 0, comment: `[tp ${tp}]` })
      expect(Number(deals[1]?.profit)).toBeGreaterThan(0)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("pending orders trigger: buy limit at its price, sell stop at the market, stop-limit becomes a limit", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("2003")
      const { bid, ask } = yield* prices(t, "EURUSD")
      const place = (type: TradeRequest["type"], price: string, extra: Partial<TradeRequest> = {}) =>
        t.orderSend({ action: TRADE_ACTION.PENDING, symbol: "EURUSD", volume: d("0.10"), type, price: d(price), ...extra })
      const limit = yield* place(ORDER_TYPE.BUY_LIMIT, eur(ask - 0.002))
      const stop = yield* place(ORDER_TYPE.SELL_STOP, eur(bid - 0.001))
      const stopLimit = yield* place(ORDER_TYPE.BUY_STOP_LIMIT, eur(ask + 0.002), { stoplimit: d(eur(ask + 0.001)) })
      expect((yield* t.orders).length).toBe(3)

      yield* sim.setBid("EURUSD", eur(bid - 0.0015))
      const afterDrop = yield* t.positions
      expect(afterDrop.map((p) => [p.ticket, p.type, p.priceOpen])).toEqual([[stop.order, 1, eur(bid - 0.0015)]])

      yield* sim.setBid("EURUSD", eur(ask - 0.0021 - 0.00008))
      const positions = yield* t.positions
      expect(positions.find((p) => p.ticket === limit.order)).toMatchObject({ type: 0, priceOpen: eur(ask - 0.002) })

      yield* sim.setBid("EURUSD", eur(ask + 0.0025))
      const converted = (yield* t.orders).find((o) => o.ticket === stopLimit.order)
      expect(converted).toMatchObject({ type: ORDER_TYPE.BUY_LIMIT, priceOpen: eur(ask + 0.001), priceStopLimit: null })
      yield* sim.setBid("EURUSD", eur(ask + 0.0005))
      expect((yield* t.positions).find((p) => p.ticket === stopLimit.order)?.priceOpen).toBe(eur(ask + 0.001))
      expect(yield* t.orders).toEqual([])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("a pending order with an expiration expires on the clock", () =>
    Effect.gen(function*() {
      const t = yield* connect("2004")
      const { ask } = yield* prices(t, "EURUSD")
      const placed = yield* t.orderSend({
        action: TRADE_ACTION.PENDING,
        symbol: "EURUSD",
        volume: d("0.10"),
        type: ORDER_TYPE.BUY_LIMIT,
        price: d(eur(ask - 0.05)),
        typeTime: ORDER_TIME.SPECIFIED,
        expiration: 60_000
      })
      expect(placed.retcode).toBe(10008)
      yield* TestClock.adjust("2 minutes")
      expect(yield* t.orders).toEqual([])
      const [order] = yield* t.historyOrders(0, Number.MAX_SAFE_INTEGER)
      expect(order).toMatchObject({ ticket: placed.order, state: "expired", timeDone: 60_000 })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("stops also fire as the seeded market walks on the clock, between calls", () =>
    Effect.gen(function*() {
      const t = yield* connect("2005")
      const { bid } = yield* prices(t, "BTCUSD")
      // Stops level on BTCUSD is 1000 points ($10); a walk of hours crosses $11 either way.
      const open = yield* t.orderSend(marketOrder("buy", "BTCUSD", "0.01", {
        sl: d((bid - 11).toFixed(2)),
        tp: d((bid + 11).toFixed(2))
      }))
      expect(open.retcode).toBe(10009)
      yield* TestClock.adjust("6 hours")
      expect(yield* t.positions).toEqual([])
      const closing = (yield* t.historyDealsByPosition(open.order ?? ""))[1]
      expect([4, 5]).toContain(closing?.reason)
      expect(closing?.time).toBeLessThan(6 * 3600_000)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("stop out closes the biggest loser first when the margin level falls under 50%", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("2006")
      const { bid, ask } = yield* prices(t, "EURUSD")
      yield* t.orderSend(marketOrder("buy", "EURUSD", "5.00"))
      const small = yield* t.orderSend(marketOrder("buy", "EURUSD", "1.00"))
      // 6 lots: margin about 6,510; equity must fall under about 3,255, so a drop of about 1,130 points.
      yield* sim.setBid("EURUSD", eur(bid - 0.0100))
      expect((yield* t.positions).length).toBe(2)
      yield* sim.setBid("EURUSD", eur(ask - 0.0120))
      const positions = yield* t.positions
      expect(positions.map((p) => p.ticket)).toEqual([small.order])
      const so = (yield* t.historyDeals(0, Number.MAX_SAFE_INTEGER)).filter((x) => x.reason === 6)
      expect(so).toHaveLength(1)
      expect(so[0]).toMatchObject({ volume: "5.00", entry: 1 })
      expect(so[0]?.comment).toMatch(/^\[so \d+\.\d{2}%\]$/)
      const info = yield* sim.accountInfo(DEMO, "2006")
      expect(Number(info.marginLevel)).toBeGreaterThanOrEqual(50)
    }).pipe(Effect.provide(simLayer())))
})
