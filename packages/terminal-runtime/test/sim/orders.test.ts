import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { ORDER_FILLING, ORDER_TIME, ORDER_TYPE, TRADE_ACTION } from "../../src/terminal/enums.js"
import type { TerminalSession } from "../../src/terminal/TerminalSession.js"
import { type TradeRequest, TradeRequest as TradeRequestSchema } from "../../src/terminal/tradeRequest.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { closeOrder, connect, d, DEMO, marketOrder, simLayer } from "./helpers.js"

const bidAsk = (t: TerminalSession, symbol: string) =>
  Effect.map(t.tick(symbol), (o) => {
    const tick = Option.getOrThrow(o)
    return { bid: Number(tick.bid), ask: Number(tick.ask) }
  })

const pending = (type: TradeRequest["type"], symbol: string, volume: string, price: string, extra: Partial<TradeRequest> = {}): TradeRequest => ({
  action: TRADE_ACTION.PENDING,
  symbol,
  volume: d(volume),
  type,
  price: d(price),
  ...extra
})

describe("order send return codes", () => {
  it.scoped("10009: a market order fills with a deal, an order and a position", () =>
    Effect.gen(function*() {
      const t = yield* connect("1001")
      const r = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.50", { comment: "svc:abc" }))
      expect(r).toMatchObject({ retcode: 10009, volume: "0.50", comment: "Request completed", retcodeExternal: 0 })
      expect(r.deal).not.toBeNull()
      expect(r.order).not.toBeNull()
      expect(r.price).toBe(r.ask)
      const [p] = yield* t.positions
      expect(p).toMatchObject({ ticket: r.order, identifier: r.order, symbol: "EURUSD", type: 0, volume: "0.50", comment: "svc:abc", magic: 770077, reason: 3 })
      const orders = yield* t.historyOrdersByPosition(r.order ?? "")
      expect(orders).toHaveLength(1)
      expect(orders[0]).toMatchObject({ state: "filled", comment: "svc:abc", magic: 770077, type: 0 })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10008: a pending order is placed and listed", () =>
    Effect.gen(function*() {
      const t = yield* connect("1002")
      const { ask } = yield* bidAsk(t, "EURUSD")
      const price = (ask - 0.005).toFixed(5)
      const r = yield* t.orderSend(pending(ORDER_TYPE.BUY_LIMIT, "EURUSD", "0.10", price, { comment: "limit" }))
      expect(r.retcode).toBe(10008)
      expect(r.deal).toBeNull()
      const orders = yield* t.orders
      expect(orders).toHaveLength(1)
      expect(orders[0]).toMatchObject({ ticket: r.order, type: 2, state: "placed", priceOpen: price, volumeCurrent: "0.10", typeTime: 0 })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10010: `sim:partial` fills half the volume", () =>
    Effect.gen(function*() {
      const t = yield* connect("1003")
      const r = yield* t.orderSend(marketOrder("sell", "GBPUSD", "1.00", { comment: "sim:partial" }))
      expect(r.retcode).toBe(10010)
      expect(r.volume).toBe("0.50")
      expect((yield* t.positions)[0]?.volume).toBe("0.50")
      const [order] = yield* t.historyOrdersByPosition(r.order ?? "")
      expect(order).toMatchObject({ state: "partial", volumeInitial: "1.00", volumeCurrent: "0.50" })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10004 and 10006: `sim:requote` and `sim:reject` (comment or clientTag) execute nothing", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("1004")
      const requote = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10", { comment: "sim:requote" }))
      expect(requote).toMatchObject({ retcode: 10004, deal: null, order: null, volume: "0", comment: "Requote" })
      expect(requote.bid).not.toBeNull()
      const reject = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10", { clientTag: "sim:reject-42" }))
      expect(reject.retcode).toBe(10006)
      expect(yield* t.positions).toEqual([])
      expect(yield* sim.executedCount({ server: DEMO, login: "1004" })).toBe(0)
      expect(yield* sim.executions(DEMO, "1004")).toHaveLength(2)
    }).pipe(Effect.provide(simLayer())))

  it.scoped.each(["0", "0.001", "0.015", "100.01", "1000"])("10014: volume %s is refused", (volume) =>
    Effect.gen(function*() {
      const t = yield* connect("1005")
      expect((yield* t.orderSend(marketOrder("buy", "EURUSD", volume))).retcode).toBe(10014)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10014: US30 trades in steps of 0.1 lots", () =>
    Effect.gen(function*() {
      const t = yield* connect("1006")
      expect((yield* t.orderSend(marketOrder("buy", "US30", "0.05"))).retcode).toBe(10014)
      expect((yield* t.orderSend(marketOrder("buy", "US30", "0.3"))).retcode).toBe(10009)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10016: stops on the wrong side or inside the stops level", () =>
    Effect.gen(function*() {
      const t = yield* connect("1007")
      const { bid, ask } = yield* bidAsk(t, "EURUSD")
      const wrongSide = marketOrder("buy", "EURUSD", "0.10", { sl: d((bid + 0.001).toFixed(5)) })
      expect((yield* t.orderSend(wrongSide)).retcode).toBe(10016)
      // Stops level 10 points: 5 points below the bid is too close.
      const tooClose = marketOrder("buy", "EURUSD", "0.10", { sl: d((bid - 0.00005).toFixed(5)) })
      expect((yield* t.orderSend(tooClose)).retcode).toBe(10016)
      const tpTooClose = marketOrder("sell", "EURUSD", "0.10", { tp: d((ask - 0.00005).toFixed(5)) })
      expect((yield* t.orderSend(tpTooClose)).retcode).toBe(10016)
      const offGrid = marketOrder("buy", "EURUSD", "0.10", { sl: d((bid - 0.01).toFixed(6) + "1") })
      expect((yield* t.orderSend(offGrid)).retcode).toBe(10016)
      const fine = marketOrder("buy", "EURUSD", "0.10", { sl: d((bid - 0.0010).toFixed(5)), tp: d((bid + 0.0010).toFixed(5)) })
      expect((yield* t.orderSend(fine)).retcode).toBe(10009)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10018: SIM.CLOSED is always closed, for market and pending orders", () =>
    Effect.gen(function*() {
      const t = yield* connect("1008")
      expect((yield* t.orderSend(marketOrder("buy", "SIM.CLOSED", "0.10"))).retcode).toBe(10018)
      expect((yield* t.orderSend(pending(ORDER_TYPE.BUY_LIMIT, "SIM.CLOSED", "0.10", "0.90000"))).retcode).toBe(10018)
      const info = Option.getOrThrow(yield* t.symbolInfo("SIM.CLOSED"))
      expect(info.marketOpen).toBe(false)
      expect(Option.getOrThrow(yield* t.symbolInfo("EURUSD")).marketOpen).toBe(true)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10019: not enough margin", () =>
    Effect.gen(function*() {
      const t = yield* connect("1009")
      // 10 lots of EURUSD at 1:100 needs about 10,850 USD of margin; the account has 10,000.
      expect((yield* t.orderSend(marketOrder("buy", "EURUSD", "10"))).retcode).toBe(10019)
      expect((yield* t.orderSend(marketOrder("buy", "EURUSD", "9"))).retcode).toBe(10009)
      expect((yield* t.orderSend(marketOrder("sell", "EURUSD", "1"))).retcode).toBe(10019)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10030: a filling mode the symbol lacks", () =>
    Effect.gen(function*() {
      const t = yield* connect("1010")
      expect(Option.getOrThrow(yield* t.symbolInfo("BTCUSD")).fillingMode).toBe(1)
      const ioc = marketOrder("buy", "BTCUSD", "0.01", { typeFilling: ORDER_FILLING.IOC })
      expect((yield* t.orderSend(ioc)).retcode).toBe(10030)
      expect((yield* t.orderSend({ ...ioc, typeFilling: ORDER_FILLING.RETURN })).retcode).toBe(10030)
      expect((yield* t.orderSend({ ...ioc, typeFilling: ORDER_FILLING.FOK })).retcode).toBe(10009)
      expect((yield* t.orderSend(marketOrder("buy", "EURUSD", "0.01", { typeFilling: ORDER_FILLING.IOC }))).retcode).toBe(10009)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10013 and 10015: unknown symbol, missing type, pending price on the wrong side", () =>
    Effect.gen(function*() {
      const t = yield* connect("1011")
      expect((yield* t.orderSend(marketOrder("buy", "NOPE", "0.10"))).retcode).toBe(10013)
      expect((yield* t.orderSend({ action: TRADE_ACTION.DEAL, symbol: "EURUSD", volume: d("0.10") })).retcode).toBe(10013)
      const { ask, bid } = yield* bidAsk(t, "EURUSD")
      expect((yield* t.orderSend(pending(ORDER_TYPE.BUY_LIMIT, "EURUSD", "0.10", (ask + 0.001).toFixed(5)))).retcode).toBe(10015)
      expect((yield* t.orderSend(pending(ORDER_TYPE.SELL_STOP, "EURUSD", "0.10", (bid + 0.001).toFixed(5)))).retcode).toBe(10015)
      expect((yield* t.orderSend(pending(ORDER_TYPE.BUY_STOP, "EURUSD", "0.10", (ask + 0.00005).toFixed(5)))).retcode).toBe(10015)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10022: an expiration already past", () =>
    Effect.gen(function*() {
      const t = yield* connect("1012")
      const { ask } = yield* bidAsk(t, "EURUSD")
      const r = yield* t.orderSend(pending(ORDER_TYPE.BUY_LIMIT, "EURUSD", "0.10", (ask - 0.002).toFixed(5), {
        typeTime: ORDER_TIME.SPECIFIED,
        expiration: 0
      }))
      expect(r.retcode).toBe(10022)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10036 and 10038: closing a position that is gone, or more than it holds", () =>
    Effect.gen(function*() {
      const t = yield* connect("1013")
      const open = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.30"))
      const position = open.order ?? ""
      expect((yield* t.orderSend(closeOrder("buy", "EURUSD", "0.40", position))).retcode).toBe(10038)
      expect((yield* t.orderSend(closeOrder("buy", "EURUSD", "0.30", position))).retcode).toBe(10009)
      expect((yield* t.orderSend(closeOrder("buy", "EURUSD", "0.30", position))).retcode).toBe(10036)
      expect((yield* t.orderSend(closeOrder("buy", "EURUSD", "0.30", "999"))).retcode).toBe(10036)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("SLTP: 10009 moves the stops, 10025 when nothing changes, 10016 when invalid", () =>
    Effect.gen(function*() {
      const t = yield* connect("1014")
      const open = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10"))
      const { bid } = yield* bidAsk(t, "EURUSD")
      const sltp: TradeRequest = {
        action: TRADE_ACTION.SLTP,
        position: open.order ?? "",
        sl: d((bid - 0.002).toFixed(5)),
        tp: d((bid + 0.002).toFixed(5))
      }
      expect((yield* t.orderSend(sltp)).retcode).toBe(10009)
      expect((yield* t.positions)[0]).toMatchObject({ sl: sltp.sl, tp: sltp.tp })
      expect((yield* t.orderSend(sltp)).retcode).toBe(10025)
      expect((yield* t.orderSend({ ...sltp, sl: d((bid + 0.001).toFixed(5)) })).retcode).toBe(10016)
      // Sending no stops removes both.
      expect((yield* t.orderSend({ action: TRADE_ACTION.SLTP, position: open.order ?? "" })).retcode).toBe(10009)
      expect((yield* t.positions)[0]).toMatchObject({ sl: null, tp: null })
    }).pipe(Effect.provide(simLayer())))

  it.scoped("MODIFY and REMOVE of a working pending order", () =>
    Effect.gen(function*() {
      const t = yield* connect("1015")
      const { ask } = yield* bidAsk(t, "EURUSD")
      const placed = yield* t.orderSend(pending(ORDER_TYPE.BUY_LIMIT, "EURUSD", "0.10", (ask - 0.003).toFixed(5)))
      const order = placed.order ?? ""
      const newPrice = d((ask - 0.004).toFixed(5))
      expect((yield* t.orderSend({ action: TRADE_ACTION.MODIFY, order, price: newPrice })).retcode).toBe(10009)
      expect((yield* t.orders)[0]?.priceOpen).toBe(newPrice)
      expect((yield* t.orderSend({ action: TRADE_ACTION.MODIFY, order, price: newPrice })).retcode).toBe(10025)
      const removed = yield* t.orderSend({ action: TRADE_ACTION.REMOVE, order })
      expect(removed).toMatchObject({ retcode: 10009, order })
      expect(yield* t.orders).toEqual([])
      const history = yield* t.historyOrders(0, Number.MAX_SAFE_INTEGER)
      expect(history.find((o) => o.ticket === order)?.state).toBe("canceled")
      expect((yield* t.orderSend({ action: TRADE_ACTION.REMOVE, order: "424242" })).retcode).toBe(10013)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("10035: cancelling a pending order that already triggered", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("1016")
      const { ask } = yield* bidAsk(t, "EURUSD")
      const price = (ask - 0.003).toFixed(5)
      const placed = yield* t.orderSend(pending(ORDER_TYPE.BUY_LIMIT, "EURUSD", "0.10", price))
      yield* sim.setBid("EURUSD", (ask - 0.0040).toFixed(5))
      expect(yield* t.orders).toEqual([])
      const cancel = yield* t.orderSend({ action: TRADE_ACTION.REMOVE, order: placed.order ?? "" })
      expect(cancel.retcode).toBe(10035)
      expect((yield* t.orderSend({ action: TRADE_ACTION.MODIFY, order: placed.order ?? "", price: d(price) })).retcode).toBe(10035)
    }).pipe(Effect.provide(simLayer())))

  it("the request schema refuses a comment longer than MT5's 31 characters", () => {
    const decode = Schema.decodeUnknownEither(TradeRequestSchema)
    expect(decode({ action: 1, comment: "x".repeat(31) })._tag).toBe("Right")
    expect(decode({ action: 1, comment: "x".repeat(32) })._tag).toBe("Left")
  })
})
