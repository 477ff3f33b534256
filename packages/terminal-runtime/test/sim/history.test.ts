import { describe, expect, it } from "@effect/vitest"
import { Decimal } from "decimal.js"
import { Chunk, Effect, Option, Stream, TestClock } from "effect"
import { DEAL_ENTRY, DEAL_REASON, DEAL_TYPE, ORDER_TYPE, type OrderType, TRADE_ACTION } from "../../src/terminal/enums.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { closeOrder, connect, d, DEMO, marketOrder, simLayer } from "./helpers.js"

const ALL = [0, Number.MAX_SAFE_INTEGER] as const

describe("deals and history", () => {
  it.scoped("a round trip: entry in and out deals with commission; the balance moves by profit and commission", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("3001")
      const open = yield* t.orderSend(marketOrder("buy", "EURUSD", "1.00", { comment: "svc:round" }))
      yield* TestClock.adjust("90 seconds")
      yield* sim.setBid("EURUSD", new Decimal(open.price ?? "0").plus("0.00250").toFixed(5))
      const close = yield* t.orderSend(closeOrder("buy", "EURUSD", "1.00", open.order ?? ""))
      expect(close.retcode).toBe(10009)
      const deals = yield* t.historyDeals(...ALL)
      expect(deals.map((x) => [x.type, x.entry, x.reason])).toEqual([
        [DEAL_TYPE.BALANCE, null, DEAL_REASON.CLIENT],
        [DEAL_TYPE.BUY, DEAL_ENTRY.IN, DEAL_REASON.EXPERT],
        [DEAL_TYPE.SELL, DEAL_ENTRY.OUT, DEAL_REASON.EXPERT]
      ])
      const [, entry, exit] = deals
      expect(entry).toMatchObject({ volume: "1.00", commission: "-3.50", profit: "0.00", positionId: open.order, comment: "svc:round" })
      expect(exit).toMatchObject({ volume: "1.00", commission: "-3.50", positionId: open.order, price: close.price })
      const expectedProfit = new Decimal(close.price ?? "0").minus(open.price ?? "0").times(100_000).toFixed(2)
      expect(exit?.profit).toBe(expectedProfit)
      expect(exit?.profit).toBe("250.00")
      expect(exit?.time).toBe(90_000)
      expect(exit?.brokerTime).toBe("1970-01-01 02:01:30.000")
      const info = yield* t.accountInfo
      expect(info.balance).toBe(new Decimal("10000").plus(expectedProfit).minus("7.00").toFixed(2))
      expect(yield* t.positions).toEqual([])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("a partial close leaves the rest open, on the same position", () =>
    Effect.gen(function*() {
      const t = yield* connect("3002")
      const open = yield* t.orderSend(marketOrder("sell", "XAUUSD", "0.50"))
      const partial = yield* t.orderSend(closeOrder("sell", "XAUUSD", "0.20", open.order ?? ""))
      expect(partial).toMatchObject({ retcode: 10009, volume: "0.20" })
      const [position] = yield* t.positions
      expect(position).toMatchObject({ ticket: open.order, volume: "0.30", type: 1 })
      expect(yield* t.positionsByTicket(open.order ?? "")).toEqual([position])
      expect(yield* t.positionsByTicket("999999999")).toEqual([])
      const deals = yield* t.historyDealsByPosition(open.order ?? "")
      expect(deals.map((x) => [x.entry, x.volume, x.commission])).toEqual([[0, "0.50", "-2.50"], [1, "0.20", "-1.00"]])
      yield* t.orderSend(closeOrder("sell", "XAUUSD", "0.30", open.order ?? ""))
      expect(yield* t.positions).toEqual([])
      expect((yield* t.historyDealsByPosition(open.order ?? "")).length).toBe(3)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("a desktop trade the service did not place shows in positions, history and the stream", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("3003")
      const subscription = yield* t.subscribe
      const manual = yield* sim.desktopTrade(DEMO, "3003", marketOrder("sell", "USDJPY", "0.30", { magic: 0, comment: "manual" }))
      expect(manual.retcode).toBe(10009)
      const [position] = yield* t.positions
      expect(position).toMatchObject({ ticket: manual.order, reason: DEAL_REASON.CLIENT, magic: 0, comment: "manual" })
      const deal = (yield* t.historyDeals(...ALL)).find((x) => x.ticket === manual.deal)
      expect(deal).toMatchObject({ reason: DEAL_REASON.CLIENT, entry: DEAL_ENTRY.IN, symbol: "USDJPY", magic: 0 })
      const first = Chunk.toReadonlyArray(yield* Stream.runCollect(Stream.take(subscription, 1)))
      expect(first[0]?._tag).toBe("DealAdded")
      // The service's own trades are tagged EXPERT, so the two are told apart.
      const own = yield* t.orderSend(marketOrder("buy", "USDJPY", "0.10"))
      expect((yield* t.positions).find((p) => p.ticket === own.order)?.reason).toBe(DEAL_REASON.EXPERT)
      expect(yield* sim.executedCount({ server: DEMO, login: "3003" })).toBe(2)
      expect((yield* sim.executions(DEMO, "3003")).map((e) => e.source)).toEqual(["desktop", "service"])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("deal history is in broker-time order and includes the deposit", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("3004")
      yield* TestClock.adjust("1 minute")
      yield* t.orderSend(marketOrder("buy", "GBPUSD", "0.10"))
      yield* TestClock.adjust("1 minute")
      yield* sim.deposit(DEMO, "3004", "500")
      yield* TestClock.adjust("1 minute")
      yield* sim.desktopTrade(DEMO, "3004", marketOrder("buy", "GBPUSD", "0.10"))
      const deals = yield* t.historyDeals(...ALL)
      expect(deals.map((x) => x.time)).toEqual([0, 60_000, 120_000, 180_000])
      expect(deals[2]).toMatchObject({ type: DEAL_TYPE.BALANCE, profit: "500.00" })
      expect((yield* t.historyDeals(60_000, 120_000)).length).toBe(2)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("swaps: charged at each broker midnight as rollover deals, three times on Wednesday, none at weekends", () =>
    Effect.gen(function*() {
      const t = yield* connect("3005")
      // The TestClock starts on Thursday 1970-01-01, 02:00 broker time (UTC+2).
      const open = yield* t.orderSend(marketOrder("buy", "EURUSD", "1.00"))
      yield* TestClock.adjust("7 days")
      const swaps = (yield* t.historyDeals(...ALL)).filter((x) => x.reason === DEAL_REASON.ROLLOVER)
      expect(swaps.map((x) => [x.brokerTime.slice(0, 10), x.swap, x.comment])).toEqual([
        ["1970-01-02", "-7.20", "swap"], // end of Thursday
        ["1970-01-03", "-7.20", "swap"], // end of Friday
        ["1970-01-06", "-7.20", "swap"], // end of Monday
        ["1970-01-07", "-7.20", "swap"], // end of Tuesday
        ["1970-01-08", "-21.60", "swap x3"] // end of Wednesday
      ])
      expect(swaps.every((x) => x.type === DEAL_TYPE.INTEREST && x.positionId === open.order && x.brokerTime.endsWith("00:00:00.000"))).toBe(true)
      const [position] = yield* t.positions
      expect(position?.swap).toBe("-50.40")
    }).pipe(Effect.provide(simLayer())))

  it.scoped("chargeSwaps books one night's swap on demand, converted to the account currency", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("3006")
      yield* t.orderSend(marketOrder("sell", "USDJPY", "1.00"))
      yield* t.orderSend(marketOrder("buy", "BTCUSD", "0.10"))
      yield* sim.chargeSwaps(DEMO, "3006")
      const swaps = (yield* t.historyDeals(...ALL)).filter((x) => x.reason === DEAL_REASON.ROLLOVER)
      const usdjpy = Option.getOrThrow(yield* t.tick("USDJPY"))
      // -27.4 points × 0.001 × 100000 = -2740 JPY, at the USDJPY bid.
      expect(swaps.map((x) => [x.symbol, x.swap])).toEqual([
        ["USDJPY", new Decimal(-2740).dividedBy(usdjpy.bid).toFixed(2)],
        ["BTCUSD", "-2.00"]
      ])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("margin and profit calculations, None when the terminal will not answer", () =>
    Effect.gen(function*() {
      const t = yield* connect("3007")
      const margin = (symbol: string, volume: string, price: string, action: OrderType = ORDER_TYPE.BUY) =>
        Effect.map(t.orderCalcMargin({ action, symbol, volume: d(volume), price: d(price) }), Option.getOrNull)
      expect(yield* margin("EURUSD", "1.00", "1.08500")).toBe("1085.00")
      expect(yield* margin("USDJPY", "1.00", "150.000")).toBe("1000.00")
      expect(yield* margin("XAUUSD", "0.10", "2350.00")).toBe("235.00")
      expect(yield* margin("US30", "1.0", "39000.0")).toBe("390.00")
      expect(yield* margin("NOPE", "1.00", "1")).toBeNull()
      const profit = (symbol: string, action: OrderType, volume: string, open: string, close: string) =>
        Effect.map(t.orderCalcProfit({ action, symbol, volume: d(volume), priceOpen: d(open), priceClose: d(close) }), Option.getOrNull)
      expect(yield* profit("EURUSD", ORDER_TYPE.BUY, "1.00", "1.08500", "1.08600")).toBe("100.00")
      expect(yield* profit("EURUSD", ORDER_TYPE.SELL, "1.00", "1.08500", "1.08600")).toBe("-100.00")
      expect(yield* profit("USDJPY", ORDER_TYPE.BUY, "1.00", "150.000", "151.000")).toBe("662.25")
      expect(yield* profit("EURUSD", ORDER_TYPE.BUY_LIMIT, "1.00", "1.08500", "1.08600")).toBeNull()
    }).pipe(Effect.provide(simLayer())))

  it.scoped("netting accounts keep one position per symbol: add, reduce, reverse", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      yield* sim.createAccount({ server: DEMO, login: "3008", password: "pw", marginMode: 0 })
      const t = yield* connect("3008", "pw")
      expect((yield* t.accountInfo).marginMode).toBe(0)
      const first = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.50"))
      yield* t.orderSend(marketOrder("buy", "EURUSD", "0.50"))
      expect((yield* t.positions).map((p) => [p.identifier, p.volume, p.type])).toEqual([[first.order, "1.00", 0]])
      yield* t.orderSend(marketOrder("sell", "EURUSD", "0.40"))
      expect((yield* t.positions).map((p) => [p.volume, p.type])).toEqual([["0.60", 0]])
      yield* t.orderSend(marketOrder("sell", "EURUSD", "1.00"))
      expect((yield* t.positions).map((p) => [p.identifier, p.volume, p.type])).toEqual([[first.order, "0.40", 1]])
      const entries = (yield* t.historyDealsByPosition(first.order ?? "")).map((x) => x.entry)
      expect(entries).toEqual([DEAL_ENTRY.IN, DEAL_ENTRY.IN, DEAL_ENTRY.OUT, DEAL_ENTRY.INOUT])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("close by: two opposite hedged positions close against each other", () =>
    Effect.gen(function*() {
      const t = yield* connect("3009")
      const long = yield* t.orderSend(marketOrder("buy", "EURUSD", "1.00"))
      yield* TestClock.adjust("10 minutes")
      const short = yield* t.orderSend(marketOrder("sell", "EURUSD", "0.40"))
      const r = yield* t.orderSend({ action: TRADE_ACTION.CLOSE_BY, position: long.order ?? "", positionBy: short.order ?? "" })
      expect(r.retcode).toBe(10009)
      expect((yield* t.positions).map((p) => [p.ticket, p.volume])).toEqual([[long.order, "0.60"]])
      const outBy = (yield* t.historyDeals(...ALL)).filter((x) => x.entry === DEAL_ENTRY.OUT_BY)
      expect(outBy.map((x) => [x.positionId, x.volume, x.price])).toEqual([
        [long.order, "0.40", short.price],
        [short.order, "0.40", short.price]
      ])
      const expected = new Decimal(short.price ?? "0").minus(long.price ?? "0").times(40_000).toFixed(2)
      expect(outBy[0]?.profit).toBe(expected)
      expect(outBy[1]?.profit).toBe("0.00")
    }).pipe(Effect.provide(simLayer())))
})
