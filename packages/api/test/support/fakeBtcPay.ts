import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { randomUUID } from "node:crypto"

/** One invoice as the fake keeps it: Greenfield's fields, payments in BTC with their status. */
interface FakeInvoice {
  id: string
  status: "New" | "Processing" | "Settled" | "Expired" | "Invalid"
  additionalStatus: "None" | "PaidPartial" | "PaidLate" | "PaidOver"
  amount: string
  currency: string
  due: bigint
  expirationTime: number
  payments: Array<{ id: string; receivedDate: number; value: string; status: "Settled" }>
}

const scale = 100_000_000n
const btc = (sats: bigint) => `${sats / scale}.${(sats % scale).toString().padStart(8, "0")}`
/** USD per BTC at the fake's fixed rate. */
const rate = 100_000n

/**
 * A BTCPay Server speaking the Greenfield endpoints the adapter uses, on loopback: a store with BTC on chain at a
 * fixed rate, invoices paid (partly, fully, late) or expired by the test.
 */
export const startFakeBtcPay = async (options: { readonly apiKey: string; readonly storeId: string }) => {
  const invoices = new Map<string, FakeInvoice>()
  const requests: Array<string> = []
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  }
  const methodOf = (inv: FakeInvoice) => ({
    paymentMethodId: "BTC-CHAIN",
    currency: "BTC",
    destination: `bc1qfake${inv.id.slice(0, 12)}`,
    rate: `${rate}.00`,
    amount: btc(inv.due),
    paymentMethodPaid: btc(inv.payments.reduce((s, p) => s + toSats(p.value), 0n)),
    payments: inv.payments
  })
  const viewOf = (inv: FakeInvoice) => ({
    id: inv.id, storeId: options.storeId, status: inv.status, additionalStatus: inv.additionalStatus, amount: inv.amount,
    currency: inv.currency, expirationTime: inv.expirationTime, createdTime: inv.expirationTime - 900,
    checkoutLink: `http://btcpay.invalid/i/${inv.id}`
  })
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Array<Buffer> = []
    for await (const c of req) chunks.push(c as Buffer)
    const path = new URL(req.url ?? "/", "http://x").pathname
    requests.push(`${req.method} ${path}`)
    if (req.headers.authorization !== `token ${options.apiKey}`) return json(res, 401, { code: "unauthenticated", message: "Authentication is required" })
    const store = `/api/v1/stores/${options.storeId}`
    if (req.method === "GET" && path === store) return json(res, 200, { id: options.storeId, name: "test", defaultCurrency: "USD" })
    if (req.method === "GET" && path === `${store}/payment-methods`) return json(res, 200, [{ paymentMethodId: "BTC-CHAIN", enabled: true, config: {} }])
    if (req.method === "POST" && path === `${store}/invoices`) {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { amount: string; currency: string }
      const [whole = "0", cents = "0"] = body.amount.split(".")
      const usdCents = BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0"))
      const inv: FakeInvoice = {
        id: randomUUID().replaceAll("-", "").slice(0, 22), status: "New", additionalStatus: "None", amount: body.amount,
        currency: body.currency, due: (usdCents * scale) / (rate * 100n), expirationTime: Math.floor(Date.now() / 1000) + 900, payments: []
      }
      invoices.set(inv.id, inv)
      return json(res, 200, viewOf(inv))
    }
    const m = /^\/api\/v1\/stores\/[^/]+\/invoices\/([^/]+)(\/payment-methods)?$/.exec(path)
    const inv = m === null ? undefined : invoices.get(m[1]!)
    if (req.method === "GET" && inv !== undefined) return json(res, 200, m![2] === undefined ? viewOf(inv) : [methodOf(inv)])
    return json(res, 404, { code: "not-found", message: "not found" })
  }
  const server = createServer((req, res) => { void handle(req, res) })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** The payer sends `value` BTC (confirmed); `late`: after the invoice expired. */
  const pay = (id: string, value: string, late = false) => {
    const inv = invoices.get(id)
    if (inv === undefined) throw new Error(`no invoice ${id}`)
    inv.payments.push({ id: `${randomUUID().replaceAll("-", "")}-0`, receivedDate: Math.floor(Date.now() / 1000), value, status: "Settled" })
    const paid = inv.payments.reduce((s, p) => s + toSats(p.value), 0n)
    if (late) inv.additionalStatus = "PaidLate"
    else if (paid >= inv.due) {
      inv.status = "Settled"
      inv.additionalStatus = paid > inv.due ? "PaidOver" : "None"
    } else inv.additionalStatus = "PaidPartial"
  }
  const expire = (id: string) => {
    const inv = invoices.get(id)
    if (inv === undefined) throw new Error(`no invoice ${id}`)
    inv.status = "Expired"
  }
  const close = () => new Promise<void>((r) => server.close(() => r()))
  return { url, pay, expire, close, requests }
}

const toSats = (v: string) => {
  const [w = "0", f = ""] = v.split(".")
  return BigInt(w) * scale + BigInt(f.padEnd(8, "0").slice(0, 8))
}
