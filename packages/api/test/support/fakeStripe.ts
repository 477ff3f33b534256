import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import Stripe from "stripe"

/** A recorded call to the fake: method, path and the form-encoded parameters as Stripe's client sent them. */
export interface StripeCall {
  readonly method: string
  readonly path: string
  readonly params: URLSearchParams
}

interface Price {
  readonly id: string
  readonly amount: number
}

const month = 30 * 24 * 60 * 60

/**
 * A local stand-in for the few Stripe REST endpoints the adapter calls (checkout and portal sessions, subscriptions,
 * invoices),
 * form-encoded in and JSON out in Stripe's object shapes, with what a payer and Stripe's clock do (`pay`, `cancelNow`)
 * and signed webhook deliveries (`event`, `deliver`).
 */
export const startFakeStripe = async (options: { readonly prices: ReadonlyArray<Price>; readonly webhookSecret: string }) => {
  const prices = new Map(options.prices.map((p) => [p.id, p]))
  const sessions = new Map<string, Record<string, unknown>>()
  const subscriptions = new Map<string, Record<string, unknown>>()
  const invoices: Array<Record<string, unknown>> = []
  // Each paid invoice is paid by a payment intent whose charge carries what was refunded (a dashboard refund).
  const charges: Array<Record<string, unknown>> = []
  const refunds: Array<Record<string, unknown>> = []
  const calls: Array<StripeCall> = []
  let next = 0
  const newId = (prefix: string) => `${prefix}_test_${(++next).toString().padStart(6, "0")}`
  const now = () => Math.floor(Date.now() / 1000)

  const priceObject = (price: Price) => ({
    id: price.id, object: "price", active: true, currency: "usd", unit_amount: price.amount, type: "recurring",
    recurring: { interval: "month", interval_count: 1 }
  })

  const invoice = (sub: Record<string, unknown>, amount: number, start: number, end: number) => {
    const id = newId("in")
    const paid = now()
    const record = {
      id, object: "invoice", status: "paid", currency: "usd", amount_due: amount, amount_paid: amount, amount_remaining: 0,
      post_payment_credit_notes_amount: 0, period_start: start, period_end: start, customer: sub.customer,
      status_transitions: { finalized_at: paid, paid_at: paid, voided_at: null, marked_uncollectible_at: null },
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: {} } },
      lines: { object: "list", data: [{ id: newId("il"), object: "line_item", amount, currency: "usd", period: { start, end } }], has_more: false, url: `/v1/invoices/${id}/lines` },
      created: paid
    }
    const paymentIntent = newId("pi")
    const charge = {
      id: newId("ch"), object: "charge", amount, amount_captured: amount, amount_refunded: 0, refunded: false, currency: "usd",
      customer: sub.customer, payment_intent: paymentIntent, paid: true, status: "succeeded", created: paid
    }
    charges.unshift(charge)
    const invoicePayment = {
      id: newId("inpay"), object: "invoice_payment", invoice: id, amount_paid: amount, amount_requested: amount, currency: "usd",
      is_default: true, livemode: false, created: paid, status: "paid", payment: { type: "payment_intent", payment_intent: paymentIntent },
      status_transitions: { canceled_at: null, paid_at: paid }
    }
    invoices.unshift({ ...record, payments: { object: "list", data: [invoicePayment], has_more: false, url: `/v1/invoices/${id}/payments` } })
    return record
  }
  const invoicePayments = () => invoices.flatMap((i) => (i.payments as { data: Array<Record<string, unknown>> }).data)

  // Customers' credit balances (Stripe's `balance`: negative is credit the customer has, applied to later invoices).
  const balances = new Map<string, number>()

  /**
   * A downgrade's proration with `always_invoice`: Stripe finalizes an invoice whose total is negative; nothing is
   * due or charged (it is marked paid at once) and the credit goes to the customer's balance.
   */
  const creditInvoice = (sub: Record<string, unknown>, credit: number, start: number, end: number) => {
    const id = newId("in")
    const at = now()
    const customer = sub.customer as string
    const starting = balances.get(customer) ?? 0
    balances.set(customer, starting + credit)
    invoices.unshift({
      id, object: "invoice", status: "paid", currency: "usd", total: credit, subtotal: credit, amount_due: 0, amount_paid: 0,
      amount_remaining: 0, starting_balance: starting, ending_balance: starting + credit, post_payment_credit_notes_amount: 0,
      period_start: start, period_end: start, customer,
      status_transitions: { finalized_at: at, paid_at: at, voided_at: null, marked_uncollectible_at: null },
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: {} } },
      lines: { object: "list", data: [{ id: newId("il"), object: "line_item", amount: credit, currency: "usd", period: { start, end } }], has_more: false, url: `/v1/invoices/${id}/lines` },
      created: at,
      payments: { object: "list", data: [], has_more: false, url: `/v1/invoices/${id}/payments` }
    })
  }

  const itemsOf = (sub: Record<string, unknown>) => (sub.items as { data: Array<Record<string, unknown>> }).data

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    })

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stripe.local")
    const params = req.method === "GET" ? url.searchParams : new URLSearchParams(await read(req))
    calls.push({ method: req.method ?? "", path: url.pathname, params })
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${next}` })
      res.end(JSON.stringify(body))
    }
    const missing = (what: string) => answer(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } })
    if (req.headers.authorization !== "Bearer sk_test_fake") return answer(401, { error: { type: "invalid_request_error", message: "Invalid API Key" } })
    const [, , resource, sub, id] = url.pathname.split("/")
    if (resource === "checkout" && sub === "sessions" && req.method === "POST" && id === undefined) {
      const price = prices.get(params.get("line_items[0][price]") ?? "")
      if (params.get("mode") !== "subscription" || price === undefined) return answer(400, { error: { type: "invalid_request_error", message: "bad checkout" } })
      const sessionId = newId("cs")
      const session = {
        id: sessionId, object: "checkout.session", mode: "subscription", status: "open", payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${sessionId}`, subscription: null, customer: null,
        client_reference_id: params.get("client_reference_id"), success_url: params.get("success_url"),
        cancel_url: params.get("cancel_url"), metadata: { checkout: params.get("metadata[checkout]") }, price: price.id
      }
      sessions.set(sessionId, session)
      return answer(200, session)
    }
    if (resource === "checkout" && sub === "sessions" && req.method === "POST" && id !== undefined && url.pathname.endsWith("/expire")) {
      const session = sessions.get(id)
      if (session === undefined) return missing(`checkout.session: ${id}`)
      if (session.status !== "open") {
        return answer(400, { error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status of `open` can be expired." } })
      }
      session.status = "expired"
      return answer(200, session)
    }
    if (resource === "checkout" && sub === "sessions" && req.method === "GET" && id !== undefined) {
      const session = sessions.get(id)
      return session === undefined ? missing(`checkout.session: ${id}`) : answer(200, session)
    }
    if (resource === "billing_portal" && sub === "sessions" && req.method === "POST") {
      const customer = params.get("customer")
      if (![...subscriptions.values()].some((s) => s.customer === customer)) return missing(`customer: ${customer}`)
      const portalId = newId("bps")
      return answer(200, { id: portalId, object: "billing_portal.session", customer, return_url: params.get("return_url"), url: `https://billing.stripe.test/p/session/${portalId}` })
    }
    if (resource === "subscriptions" && sub !== undefined) {
      const subscription = subscriptions.get(sub)
      if (subscription === undefined) return missing(`subscription: ${sub}`)
      if (req.method === "POST") {
        if (params.has("cancel_at_period_end")) subscription.cancel_at_period_end = params.get("cancel_at_period_end") === "true"
        const newPrice = prices.get(params.get("items[0][price]") ?? "")
        if (newPrice !== undefined) {
          const item = itemsOf(subscription)[0]!
          if (params.get("items[0][id]") !== item.id) return answer(400, { error: { type: "invalid_request_error", message: "unknown item" } })
          const old = (item.price as { unit_amount: number }).unit_amount
          item.price = priceObject(newPrice)
          const start = item.current_period_start as number
          const end = item.current_period_end as number
          // Stripe's proration: the rest of the period at the new price less the old, invoiced now with always_invoice.
          const proration = Math.floor(((newPrice.amount - old) * Math.max(0, end - now())) / (end - start))
          if (params.get("proration_behavior") === "always_invoice" && proration > 0) invoice(subscription, proration, now(), end)
          if (params.get("proration_behavior") === "always_invoice" && proration < 0) creditInvoice(subscription, proration, now(), end)
        }
      }
      return answer(200, subscription)
    }
    if (resource === "invoices" && req.method === "GET" && sub !== undefined) {
      const found = invoices.find((i) => i.id === sub)
      if (found === undefined) return missing(`invoice: ${sub}`)
      const { payments: _, ...plain } = found
      return answer(200, plain)
    }
    if (resource === "invoice_payments" && req.method === "GET") {
      const pi = url.searchParams.get("payment[payment_intent]")
      const invoice = url.searchParams.get("invoice")
      const data = invoicePayments().filter((p) => (pi === null || (p.payment as { payment_intent: string }).payment_intent === pi) && (invoice === null || p.invoice === invoice))
      return answer(200, { object: "list", data, has_more: false, url: "/v1/invoice_payments" })
    }
    if (resource === "charges" && req.method === "GET" && sub === undefined) {
      const data = charges.filter((c) => c.customer === url.searchParams.get("customer"))
      return answer(200, { object: "list", data, has_more: false, url: "/v1/charges" })
    }
    if (resource === "invoices" && req.method === "GET" && sub === undefined) {
      // `payments` is Stripe's includable field: only with expand[]=data.payments.
      const expanded = url.searchParams.getAll("expand[]").includes("data.payments") || url.searchParams.getAll("expand[0]").includes("data.payments")
      const data = invoices.filter((i) => (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === url.searchParams.get("subscription"))
      return answer(200, { object: "list", data: expanded ? data : data.map(({ payments: _, ...plain }) => plain), has_more: false, url: "/v1/invoices" })
    }
    return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  const stripe = new Stripe("sk_test_fake")

  /** The payer completes Checkout: a customer, an active subscription at the session's price, its first invoice paid. */
  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId)
    if (session === undefined) throw new Error(`no session ${sessionId}`)
    const price = prices.get(session.price as string)!
    const start = now()
    const subscriptionId = newId("sub")
    const subscription: Record<string, unknown> = {
      id: subscriptionId, object: "subscription", status: "active", customer: newId("cus"), cancel_at_period_end: false,
      metadata: session.metadata, created: start,
      items: {
        object: "list", has_more: false, url: `/v1/subscription_items?subscription=${subscriptionId}`,
        data: [{ id: newId("si"), object: "subscription_item", price: priceObject(price), quantity: 1, current_period_start: start, current_period_end: start + month }]
      }
    }
    subscriptions.set(subscriptionId, subscription)
    invoice(subscription, price.amount, start, start + month)
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscriptionId, customer: subscription.customer })
    return subscriptionId
  }

  /** The subscription ends now (Stripe's `customer.subscription.deleted`). */
  const cancelNow = (subscriptionId: string) => {
    const subscription = subscriptions.get(subscriptionId)!
    Object.assign(subscription, { status: "canceled", ended_at: now(), canceled_at: now() })
  }

  /**
   * A refund made in Stripe's dashboard of part of the invoice's payment: its charge's `amount_refunded` grows. Answers
   * the charge (for `charge.refunded`) and the refund (for `refund.created`).
   */
  const refund = (invoiceId: string, amount: number) => {
    const payment = invoicePayments().find((p) => p.invoice === invoiceId)
    if (payment === undefined) throw new Error(`no payment of ${invoiceId}`)
    const pi = (payment.payment as { payment_intent: string }).payment_intent
    const charge = charges.find((c) => c.payment_intent === pi)!
    charge.amount_refunded = (charge.amount_refunded as number) + amount
    charge.refunded = charge.amount_refunded === charge.amount
    const made = {
      id: newId("re"), object: "refund", amount, charge: charge.id, currency: "usd", payment_intent: pi, status: "succeeded",
      reason: "requested_by_customer", created: now()
    }
    refunds.push(made)
    return { charge: { ...charge }, refund: made }
  }

  /** A Stripe event carrying a snapshot of the object as it stands now. */
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({
    id: newId("evt"), object: "event", api_version: "2026-10-28.endive", created: now(), livemode: false, pending_webhooks: 1,
    request: { id: null, idempotency_key: null }, type, data: { object: structuredClone(object) }
  })

  /** Stripe's delivery of a (signed) event to the service's webhook. */
  const deliver = async (baseUrl: string, payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret })) => {
    const res = await fetch(`${baseUrl}/hooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
      body: payload
    })
    return { status: res.status, body: (await res.json()) as { data?: { eventId: string; duplicate: boolean }; error?: { code: string } } }
  }

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    subscriptions,
    invoices,
    charges,
    /** The customer's credit balance (negative: credit held for later invoices), as Stripe's `customer.balance`. */
    balance: (customer: string) => balances.get(customer) ?? 0,
    pay,
    refund,
    cancelNow,
    event,
    deliver,
    sign: (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
