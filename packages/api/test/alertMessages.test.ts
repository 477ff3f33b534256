import { describe, expect, it } from "@effect/vitest"
import { formatOf, parseMessage } from "../src/alertHooks/message.js"
import { parseCommaMessage } from "../src/alertHooks/messageComma.js"
import { parseJsonMessage } from "../src/alertHooks/messageJson.js"
import { parseTextMessage } from "../src/alertHooks/messageText.js"
import { offsetByPoints } from "../src/alertHooks/pointsToPrice.js"
import { believedSource } from "../src/http/clientAddress.js"
import { resolveSymbol, symbolCandidates } from "../src/alertHooks/symbols.js"

const intentOf = (p: ReturnType<typeof parseJsonMessage>) => {
  if (!p.ok) throw new Error(p.reason)
  return p.intent
}
const reasonOf = (p: ReturnType<typeof parseJsonMessage>) => (p.ok ? "parsed" : p.reason)

describe("JSON messages", () => {
  it("reads every field, aliases included, and ignores unknown ones", () => {
    const i = intentOf(parseJsonMessage(JSON.stringify({
      action: "buy", ticker: "OANDA:EURUSD", quantity: 0.1, type: "limit", price: "1.0800", sl: 1.075, tp: "1.0950",
      id: "strat-1", time: "2026-11-24T05:00:00Z", comment: "entry", sentiment: "long", bar: { open: 1 }
    })))
    expect(i).toEqual({
      action: "buy", symbol: "OANDA:EURUSD", volume: "0.1", type: "limit", price: "1.0800", stopLoss: "1.075",
      takeProfit: "1.0950", stopLossPoints: null, takeProfitPoints: null, alertRef: "strat-1",
      time: new Date("2026-11-24T05:00:00Z"), comment: "entry"
    })
  })

  it("reads every action, and TradingView's strategy words", () => {
    for (const [word, action] of [
      ["buy", "buy"], ["sell", "sell"], ["close", "close"], ["close_long", "close_long"], ["close_short", "close_short"],
      ["close_all", "close_all"], ["flat", "flat"], ["cancel", "cancel"], ["long", "buy"], ["short", "sell"], ["exit", "close"],
      ["BUY", "buy"]
    ] as const) {
      expect(intentOf(parseJsonMessage(JSON.stringify({ action: word, symbol: "EURUSD" }))).action).toBe(action)
    }
    expect(intentOf(parseJsonMessage(`{"action":"sell","ticker":"EURUSD","sentiment":"flat"}`)).action).toBe("close")
  })

  it("takes points for sl and tp, and Unix milliseconds for time", () => {
    const i = intentOf(parseJsonMessage(`{"action":"sell","symbol":"EURUSD","sl_points":150,"tp_points":"300","time":1795000000000}`))
    expect(i).toMatchObject({ stopLossPoints: 150, takeProfitPoints: 300, time: new Date(1795000000000) })
  })

  it("says why a message is refused", () => {
    expect(reasonOf(parseJsonMessage("{not json"))).toBe("the message is not valid JSON")
    expect(reasonOf(parseJsonMessage("[1]"))).toBe("the JSON message is not an object")
    expect(reasonOf(parseJsonMessage(`{"symbol":"EURUSD"}`))).toBe("`action` is missing")
    expect(reasonOf(parseJsonMessage(`{"action":"hold","symbol":"EURUSD"}`))).toMatch(/not one of buy, sell/)
    expect(reasonOf(parseJsonMessage(`{"action":"buy"}`))).toBe("`buy` needs a symbol")
    expect(reasonOf(parseJsonMessage(`{"action":"buy","symbol":"EURUSD","volume":"1e3"}`))).toBe("volume is not a positive decimal")
    expect(reasonOf(parseJsonMessage(`{"action":"buy","symbol":"EURUSD","volume":"0"}`))).toBe("volume is not a positive decimal")
    expect(reasonOf(parseJsonMessage(`{"action":"buy","symbol":"EURUSD","type":"limit"}`))).toBe("a limit order needs a price")
    expect(reasonOf(parseJsonMessage(`{"action":"buy","symbol":"EURUSD","sl":"1.07","sl_points":10}`))).toBe("send sl or sl_points, not both")
    expect(reasonOf(parseJsonMessage(`{"action":"buy","symbol":"EURUSD","time":"yesterday"}`))).toMatch(/^time is neither/)
    // An unfilled placeholder is a refusal, not an order on a symbol called "{{ticker}}"… unless the broker lists it.
    expect(reasonOf(parseJsonMessage(`{"action":"{{strategy.order.action}}","ticker":"EURUSD"}`))).toMatch(/not one of/)
  })

  it("close_all needs no symbol", () => {
    expect(intentOf(parseJsonMessage(`{"action":"close_all"}`))).toMatchObject({ action: "close_all", symbol: null })
  })
})

describe("plain text messages", () => {
  it("reads action, symbol, volume and key=value fields", () => {
    expect(intentOf(parseTextMessage("buy EURUSD 0.1 sl=1.0800 tp=1.0950"))).toMatchObject({
      action: "buy", symbol: "EURUSD", volume: "0.1", stopLoss: "1.0800", takeProfit: "1.0950", type: "market"
    })
    expect(intentOf(parseTextMessage("closelong EURUSD"))).toMatchObject({ action: "close_long", symbol: "EURUSD" })
    expect(intentOf(parseTextMessage("closeshort EURUSD"))).toMatchObject({ action: "close_short" })
    expect(intentOf(parseTextMessage("closeall"))).toMatchObject({ action: "close_all", symbol: null })
    expect(intentOf(parseTextMessage("long tradesymbol=EURUSD sl_points=100 tp_points=150 lotsize=0.15"))).toMatchObject({
      action: "buy", symbol: "EURUSD", volume: "0.15", stopLossPoints: 100, takeProfitPoints: 150
    })
    expect(intentOf(parseTextMessage("sell GBPUSD 1 type=stop price=1.25 id=abc"))).toMatchObject({ type: "stop", price: "1.25", alertRef: "abc" })
  })

  it("says why a message is refused", () => {
    expect(reasonOf(parseTextMessage("   "))).toBe("the message is empty")
    expect(reasonOf(parseTextMessage("hello EURUSD"))).toMatch(/is not an action/)
    expect(reasonOf(parseTextMessage("buy EURUSD 0.1 extra"))).toMatch(/unexpected word/)
    expect(reasonOf(parseTextMessage("buy"))).toBe("`buy` needs a symbol")
  })
})

describe("comma messages (PineConnector style)", () => {
  it("ignores the first field and reads the rest", () => {
    expect(intentOf(parseCommaMessage("6700960415957,buy,EURUSD,vol_lots=0.1,sl=1.0850,tp=1.0950"))).toMatchObject({
      action: "buy", symbol: "EURUSD", volume: "0.1", stopLoss: "1.0850", takeProfit: "1.0950"
    })
    expect(intentOf(parseCommaMessage("123,closelong,EURUSD"))).toMatchObject({ action: "close_long", symbol: "EURUSD" })
    expect(intentOf(parseCommaMessage("123,closeall"))).toMatchObject({ action: "close_all", symbol: null })
    expect(intentOf(parseCommaMessage("123,sell,EURUSD,risk=2,sl_points=50"))).toMatchObject({ volume: "2", stopLossPoints: 50 })
  })

  it("says why a message is refused", () => {
    expect(reasonOf(parseCommaMessage("123,jump,EURUSD"))).toMatch(/second field/)
    expect(reasonOf(parseCommaMessage("123,buy,EURUSD,GBPUSD"))).toMatch(/unexpected field/)
  })
})

describe("format detection", () => {
  it("JSON by its brace, the comma form by a comma before any space, text otherwise", () => {
    expect(formatOf(` {"action":"buy"}`)).toBe("json")
    expect(formatOf("1,buy,EURUSD")).toBe("comma")
    expect(formatOf("buy EURUSD 0.1 comment=a,b")).toBe("text")
    expect(parseMessage("closeall").format).toBe("text")
  })
})

describe("symbol mapping", () => {
  const defaults = { stripExchangePrefix: true, symbolMap: {}, symbolSuffix: "" }
  it("strips the exchange prefix, then the map, else the suffix (the bare name last)", () => {
    expect(symbolCandidates("OANDA:EURUSD", defaults)).toEqual(["EURUSD"])
    expect(symbolCandidates("OANDA:EURUSD", { ...defaults, stripExchangePrefix: false })).toEqual(["OANDA:EURUSD"])
    expect(symbolCandidates("FX:GBPJPY", { ...defaults, symbolSuffix: ".m" })).toEqual(["GBPJPY.m", "GBPJPY"])
    expect(symbolCandidates("TVC:GOLD", { ...defaults, symbolMap: { GOLD: "XAUUSD" }, symbolSuffix: ".m" })).toEqual(["XAUUSD"])
  })
  it("resolves to the first candidate the broker lists", () => {
    expect(resolveSymbol(["EURUSD.m", "EURUSD"], new Set(["EURUSD", "GBPUSD"]))).toBe("EURUSD")
    expect(resolveSymbol(["EURUSD.m", "EURUSD"], new Set(["EURUSD.m", "EURUSD"]))).toBe("EURUSD.m")
    expect(resolveSymbol(["FOO"], new Set(["EURUSD"]))).toBeUndefined()
  })
})

describe("source address", () => {
  const proxies = new Set(["10.0.0.2"])
  it("believes X-Forwarded-For only from a trusted proxy, read from the right", () => {
    expect(believedSource("203.0.113.9", "52.89.214.238", proxies)).toBe("203.0.113.9")
    expect(believedSource("::ffff:10.0.0.2", "52.89.214.238", proxies)).toBe("52.89.214.238")
    expect(believedSource("10.0.0.2", "52.89.214.238, 198.51.100.7", proxies)).toBe("198.51.100.7")
    expect(believedSource("10.0.0.2", "52.89.214.238, 10.0.0.2", proxies)).toBe("52.89.214.238")
    expect(believedSource("10.0.0.2", undefined, proxies)).toBe("10.0.0.2")
  })
})

describe("points to prices", () => {
  it("moves a price by points in exact decimals", () => {
    expect(offsetByPoints("1.08505", 150, 5, -1)).toBe("1.08355")
    expect(offsetByPoints("1.085", 150, 5, 1)).toBe("1.0865")
    expect(offsetByPoints("150.25", 100, 3, 1)).toBe("150.35")
    expect(offsetByPoints("0.0001", 100, 5, -1)).toBeUndefined()
  })
})
