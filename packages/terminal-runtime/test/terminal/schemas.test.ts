import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Option, Redacted, Schema, Stream, TestClock } from "effect"
import { AccountInfo } from "../../src/terminal/account.js"
import { Credentials } from "../../src/terminal/credentials.js"
import { Deal } from "../../src/terminal/deal.js"
import { ORDER_TYPE, TRADE_ACTION } from "../../src/terminal/enums.js"
import { HistoryOrder, Order } from "../../src/terminal/order.js"
import { Position } from "../../src/terminal/position.js"
import { isRetryableRetcode, isSuccessRetcode, RETCODE, retcodeDescription, retcodeName } from "../../src/terminal/retcodes.js"
import { SymbolInfo } from "../../src/terminal/symbol.js"
import { Tick } from "../../src/terminal/tick.js"
import { formatBrokerTime } from "../../src/terminal/time.js"
import { TradeResult } from "../../src/terminal/tradeRequest.js"
import { TradeTransaction } from "../../src/terminal/transaction.js"
import { connect, d, marketOrder, simLayer } from "../sim/helpers.js"

/** Everything the port returns must survive the wire: encode, JSON, decode, and come back equal. */
const roundTrip = <A, I>(schema: Schema.Schema<A, I>, value: A) => {
  const wire = JSON.parse(JSON.stringify(Schema.encodeSync(schema)(value))) as unknown
  expect(Schema.decodeUnknownSync(schema)(wire)).toEqual(value)
}

describe("the port's shapes", () => {
  it.scoped("every record the simulated terminal returns matches its schema and crosses JSON unchanged", () =>
    Effect.gen(function*() {
      const t = yield* connect("9101")
      const events = yield* t.subscribe
      roundTrip(AccountInfo, yield* t.accountInfo)
      for (const s of yield* t.symbols) roundTrip(SymbolInfo, s)
      roundTrip(Tick, Option.getOrThrow(yield* t.tick("USDJPY")))
      const tick = Option.getOrThrow(yield* t.tick("EURUSD"))
      const open = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10", { sl: d((Number(tick.bid) - 0.01).toFixed(5)) }))
      roundTrip(TradeResult, open)
      roundTrip(TradeResult, yield* t.orderSend(marketOrder("buy", "SIM.CLOSED", "0.10")))
      yield* t.orderSend({ action: TRADE_ACTION.PENDING, symbol: "XAUUSD", volume: d("0.01"), type: ORDER_TYPE.SELL_LIMIT, price: d("2500.00") })
      yield* TestClock.adjust("1 day")
      for (const p of yield* t.positions) roundTrip(Position, p)
      for (const o of yield* t.orders) roundTrip(Order, o)
      for (const o of yield* t.historyOrders(0, Number.MAX_SAFE_INTEGER)) roundTrip(HistoryOrder, o)
      const deals = yield* t.historyDeals(0, Number.MAX_SAFE_INTEGER)
      expect(deals.some((x) => x.reason === 7)).toBe(true)
      for (const x of deals) roundTrip(Deal, x)
      for (const e of Chunk.toReadonlyArray(yield* Stream.runCollect(Stream.take(events, 5)))) roundTrip(TradeTransaction, e)
    }).pipe(Effect.provide(simLayer())))

  it("credentials keep the password redacted in memory and in logs", () => {
    const credentials = Schema.decodeUnknownSync(Credentials)({ login: "1", password: "hunter2", server: "SimBroker-Demo" })
    expect(Redacted.value(credentials.password)).toBe("hunter2")
    expect(JSON.stringify(credentials)).not.toContain("hunter2")
    expect(String(credentials.password)).not.toContain("hunter2")
  })

  it("return codes: names, wording, success and retryable sets; there is no 10005 or 10037", () => {
    expect(retcodeName(10009)).toBe("DONE")
    expect(retcodeName(10005)).toBeUndefined()
    expect(retcodeName(10037)).toBeUndefined()
    expect(retcodeDescription(RETCODE.NO_MONEY)).toBe("There is not enough money to complete the request")
    expect([10008, 10009, 10010].every(isSuccessRetcode)).toBe(true)
    expect(isSuccessRetcode(10025)).toBe(false)
    expect([10004, 10020, 10021, 10024].every(isRetryableRetcode)).toBe(true)
    expect(isRetryableRetcode(10019)).toBe(false)
  })

  it("broker time is the broker's wall clock", () => {
    expect(formatBrokerTime(0, 120)).toBe("1970-01-01 02:00:00.000")
    expect(formatBrokerTime(Date.UTC(2024, 5, 30, 23, 59, 59, 7), 180)).toBe("2024-07-01 02:59:59.007")
  })
})
