import { Args, Command, Options } from "@effect/cli"
import { InvoiceId } from "@svc/domain/ids"
import { type Invoice, PaymentMethod, type Subscription } from "@svc/domain/resources/billing"
import { Effect, Option } from "effect"
import { apiFor, connection } from "../Client.js"
import { confirmIrreversible, yesOption } from "../Confirm.js"
import { UsageError } from "../Failure.js"
import { field } from "../Fields.js"
import { argSchema } from "../Input.js"
import { allOption, cursorOption, limitOption, readPages } from "../Pages.js"
import { details, emit, emitList } from "../Render.js"

/** Minor units as a decimal amount with its currency: 4900 usd → "49.00 USD" (integers only, no float). */
const money = (amount: number, currency: string) =>
  `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, "0")} ${currency.toUpperCase()}`

const allowance = (limit: number | null) => (limit === null ? "unlimited" : limit)

const plan = Command.make("plan", connection, (conn) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const usage = yield* api.billing.getUsage()
    const subscription = yield* api.billing.getSubscription()
    yield* emit(conn.json, { plan: usage.plan, planName: usage.planName, features: usage.features, subscription }, (p) =>
      details([
        ["plan", `${p.planName} (${p.plan})`],
        ["features", Object.entries(p.features).filter(([, on]) => on).map(([name]) => name)],
        ["paid by", p.subscription?.method ?? null],
        ["status", p.subscription?.status ?? null],
        ["period ends", p.subscription?.currentPeriodEnd ?? null],
        ["ends then", p.subscription?.cancelAtPeriodEnd ?? null]
      ]))
  })).pipe(Command.withDescription("Show the workspace's plan, its features and its paid subscription, if any."))

const usage = Command.make("usage", connection, (conn) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const u = yield* api.billing.getUsage()
    yield* emit(conn.json, u, (x) =>
      details([
        ["plan", `${x.planName} (${x.plan})`],
        ["period", `${x.periodStart.toISOString()} to ${x.periodEnd.toISOString()}`],
        ["accounts connected", `${x.used.accountsConnected} of ${allowance(x.allowances.accountsConnected)}`],
        ["orders", `${x.used.orders} of ${allowance(x.allowances.ordersPerMonth)}`],
        ["waves", `${x.used.waves} of ${allowance(x.allowances.wavesPerMonth)}`],
        ["accounts per wave", x.allowances.accountsPerWave],
        ["alert hooks", x.features.alertHooks
          ? `${x.used.alertHooks.hooks} (${x.used.alertHooks.enabled} on), ${x.used.alertHooks.alerts} alerts this period`
          : "not in this plan"]
      ]))
  })).pipe(Command.withDescription("Show the plan's allowances and what this period (a calendar month, UTC) used of them."))

const invoiceRow = (i: Invoice) =>
  details([
    ["id", i.id],
    ["number", i.number],
    ["plan", i.plan],
    ["method", i.method],
    ["status", i.status],
    ["amount", money(i.amount, i.currency)],
    ["refunded", money(i.amountRefunded, i.currency)],
    ["period", i.periodStart === null ? null : `${i.periodStart.toISOString()} to ${i.periodEnd?.toISOString() ?? "?"}`],
    ["paid", i.paidAt],
    ["note", i.note],
    ["created", i.createdAt]
  ])

const invoicesList = Command.make(
  "list",
  {
    ...connection,
    limit: limitOption,
    cursor: cursorOption,
    all: allOption
  },
  ({ all, cursor, limit, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const { rows } = yield* readPages(cursor, all, (at) =>
        api.billing.listInvoices({ urlParams: { ...field("limit", limit), ...field("cursor", at) } }))
      yield* emitList(conn.json, rows, [
        ["NUMBER", (i) => i.number],
        ["PLAN", (i) => i.plan],
        ["METHOD", (i) => i.method],
        ["STATUS", (i) => i.status],
        ["AMOUNT", (i) => money(i.amount, i.currency)],
        ["PAID", (i) => i.paidAt],
        ["ID", (i) => i.id]
      ], "No invoices.")
    })
).pipe(Command.withDescription("List invoices, newest first."))

const invoicesShow = Command.make(
  "show",
  {
    ...connection,
    id: Args.text({ name: "invoice-id" }).pipe(argSchema(InvoiceId), Args.withDescription("The invoice's id (as `svc billing invoices list` shows)."))
  },
  ({ id, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      yield* emit(conn.json, yield* api.billing.getInvoice({ path: { id } }), invoiceRow)
    })
).pipe(Command.withDescription("Show one invoice."))

const invoices = Command.make("invoices").pipe(
  Command.withDescription("The workspace's invoices; amounts are shown from integer minor units."),
  Command.withSubcommands([invoicesList, invoicesShow])
)

const planOption = Options.text("plan").pipe(Options.withDescription("The plan to pay for: starter or scale."))

const checkout = Command.make(
  "checkout",
  {
    ...connection,
    plan: planOption,
    method: Options.choice("method", PaymentMethod.literals).pipe(Options.withDescription("card or crypto.")),
    coin: Options.text("coin").pipe(
      Options.optional,
      Options.withDescription("With --method crypto: the coin to pay in (GET /billing/crypto/coins lists them).")
    )
  },
  ({ coin, method, plan, ...conn }) =>
    Effect.gen(function*() {
      if (method === "card" && Option.isSome(coin)) {
        return yield* new UsageError({ message: "--coin goes with --method crypto only" })
      }
      const api = yield* apiFor(conn)
      const started = yield* api.billing.checkout({ payload: { plan, method, ...field("coin", coin) } })
      // A crypto checkout names the invoice to pay; the address and amount are on the invoice itself.
      const invoice = started.invoiceId === null ? null : yield* api.billing.getInvoice({ path: { id: started.invoiceId } })
      yield* emit(conn.json, { checkout: started, invoice }, ({ checkout: c, invoice: i }) => {
        const coinDue = i?.crypto ?? null
        return details([
          ["plan", c.plan],
          ["method", c.method],
          ["pay at", c.url],
          ["invoice", c.invoiceId],
          ["price", i === null ? null : money(i.amount, i.currency)],
          ["coin", coinDue === null ? null : `${coinDue.coin} (${coinDue.network})`],
          ["address", coinDue?.address ?? null],
          ["amount due", coinDue === null ? null : `${coinDue.amountDue} ${coinDue.coin}`],
          ["rate holds until", coinDue?.rateValidUntil ?? null],
          ["note", "the plan starts once the payment provider confirms the payment"]
        ])
      })
    })
).pipe(Command.withDescription(
  "Start paying for a plan by card (prints the provider's checkout page) or in crypto (prints the invoice's address and " +
    "amount). Needs the owner's session confirmed by `svc confirm`."
))

const subscriptionRows = (s: Subscription) =>
  details([
    ["plan", s.plan],
    ["paid by", s.method],
    ["status", s.status],
    ["period ends", s.currentPeriodEnd],
    ["ends then", s.cancelAtPeriodEnd]
  ])

const changePlan = Command.make(
  "change-plan",
  { ...connection, plan: planOption.pipe(Options.withDescription("The card plan to move to: starter or scale.")) },
  ({ plan, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      yield* emit(conn.json, yield* api.billing.changePlan({ payload: { plan } }), subscriptionRows)
    })
).pipe(Command.withDescription(
  "Move the card subscription to another plan at once (the provider prorates). A month paid in crypto changes by " +
    "`svc billing checkout --method crypto`. Needs the owner's session confirmed by `svc confirm`."
))

const cancel = Command.make("cancel", { ...connection, yes: yesOption }, ({ yes, ...conn }) =>
  Effect.gen(function*() {
    yield* confirmIrreversible(yes, "Cancel the paid plan at the end of its period (the workspace then returns to Free)?")
    const api = yield* apiFor(conn)
    yield* emit(conn.json, yield* api.billing.cancelSubscription(), subscriptionRows)
  })).pipe(Command.withDescription(
    "Cancel the paid plan at the end of the period it runs in; `svc billing resume` takes it back until then. Asks " +
      "first unless --yes. Needs the owner's session confirmed by `svc confirm`."
  ))

const resume = Command.make("resume", connection, (conn) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const r = yield* api.billing.resumeSubscription()
    yield* emit(conn.json, r, (x) => details([["resumed", x.resumed]]))
  })).pipe(Command.withDescription(
    "Take back a cancellation while the paid period still runs (`resumed false`: there was none). Needs the owner's " +
      "session confirmed by `svc confirm`."
  ))

export const billingCommand = Command.make("billing").pipe(
  Command.withDescription(
    "The plan, its allowances and usage, and invoices (any key or session); checkout, change-plan, cancel and resume " +
      "need the workspace's owner signed in with `svc login` and confirmed with `svc confirm`: an API key cannot make " +
      "billing changes."
  ),
  Command.withSubcommands([plan, usage, checkout, changePlan, cancel, resume, invoices])
)
