import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

interface FakePayment {
  payment_id: number
  payment_status: string
  pay_address: string
  price_amount: number
  price_currency: string
  pay_amount: number
  actually_paid: number
  pay_currency: string
  order_id: string
  created_at: string
  updated_at: string
  expiration_estimate_date: string
}

/**
 * NOWPayments' API on loopback: `currencies`, `min-amount` (a dollar equivalent per coin), `payment` create and read,
 * with USDT on Tron at one dollar and a few other coins listed.
 */
export const startFakeNowPayments = async (options: { readonly apiKey: string }) => {
  const payments = new Map<number, FakePayment>()
  const exact = new Map<number, Record<string, string>>()
  let next = 5_077_125_051
  const minimums: Record<string, { min_amount: number; fiat_equivalent: number }> = {
    btc: { min_amount: 0.0002, fiat_equivalent: 20.13 },
    usdttrc20: { min_amount: 10, fiat_equivalent: 10 },
    eth: { min_amount: 0.04, fiat_equivalent: 100.5 }
  }
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  }
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Array<Buffer> = []
    for await (const c of req) chunks.push(c as Buffer)
    const url = new URL(req.url ?? "/", "http://x")
    if (req.headers["x-api-key"] !== options.apiKey) return json(res, 403, { statusCode: 403, code: "INVALID_API_KEY", message: "Invalid api key" })
    if (req.method === "GET" && url.pathname === "/v1/currencies") return json(res, 200, { currencies: Object.keys(minimums) })
    if (req.method === "GET" && url.pathname === "/v1/min-amount") {
      const from = url.searchParams.get("currency_from") ?? ""
      const m = minimums[from]
      if (m === undefined || url.searchParams.get("fiat_equivalent") !== "usd") return json(res, 400, { statusCode: 400, code: "INVALID_REQUEST_PARAMS" })
      return json(res, 200, { currency_from: from, currency_to: url.searchParams.get("currency_to"), ...m })
    }
    if (req.method === "POST" && url.pathname === "/v1/payment") {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { price_amount: number; price_currency: string; pay_currency: string; order_id: string }
      if (body.pay_currency !== "usdttrc20") return json(res, 400, { statusCode: 400, code: "INVALID_REQUEST_PARAMS" })
      const now = new Date()
      const p: FakePayment = {
        payment_id: next++, payment_status: "waiting", pay_address: `TFake${next}`, price_amount: body.price_amount,
        price_currency: body.price_currency, pay_amount: body.price_amount, actually_paid: 0, pay_currency: body.pay_currency,
        order_id: body.order_id, created_at: now.toISOString(), updated_at: now.toISOString(),
        expiration_estimate_date: new Date(now.getTime() + 20 * 60_000).toISOString()
      }
      payments.set(p.payment_id, p)
      return json(res, 201, p)
    }
    const m = /^\/v1\/payment\/(\d+)$/.exec(url.pathname)
    const p = m === null ? undefined : payments.get(Number(m[1]))
    if (req.method === "GET" && p !== undefined) {
      // Amounts set with `payExactly` go out as the literal digits given, as a JSON number (beyond a float's reach).
      const literals = exact.get(p.payment_id) ?? {}
      let text = JSON.stringify({ ...p, ...Object.fromEntries(Object.keys(literals).map((k) => [k, `@@${k}@@`])) })
      for (const [k, v] of Object.entries(literals)) text = text.replace(`"@@${k}@@"`, v)
      res.writeHead(200, { "content-type": "application/json" })
      return res.end(text)
    }
    return json(res, 404, { statusCode: 404, code: "NOT_FOUND" })
  }
  const server = createServer((req, res) => { void handle(req, res) })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** The payer sends `amount` of the coin; the status follows NOWPayments' own (partially_paid, then finished). */
  const pay = (id: string, amount: number) => {
    const p = payments.get(Number(id))
    if (p === undefined) throw new Error(`no payment ${id}`)
    p.actually_paid += amount
    p.payment_status = p.actually_paid >= p.pay_amount ? "finished" : "partially_paid"
    p.updated_at = new Date().toISOString()
    return { ...p }
  }
  /** The payment's amounts as these exact JSON number literals (`pay_amount`, `actually_paid`...), and its status. */
  const payExactly = (id: string, status: string, literals: Record<string, string>) => {
    const p = payments.get(Number(id))
    if (p === undefined) throw new Error(`no payment ${id}`)
    p.payment_status = status
    exact.set(p.payment_id, literals)
  }
  const close = () => new Promise<void>((r) => server.close(() => r()))
  return { url, pay, payExactly, close }
}
