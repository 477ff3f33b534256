import { PgClient } from "@effect/sql-pg"
import type { InvoiceId, WorkspaceId } from "@svc/domain"
import { Invoice, type PaymentMethod } from "@svc/domain/resources/billing"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { cursorAtFormat, encodeCursor, type KeysetCursor } from "../db/keysetCursor.js"
import type { ProviderInvoice } from "./CardProvider.js"
import type { ProviderCryptoInvoice } from "./CryptoProvider.js"

export interface InvoiceRow {
  readonly id: InvoiceId
  readonly workspaceId: WorkspaceId
  readonly number: string
  readonly plan: string
  readonly method: PaymentMethod
  readonly provider: string
  readonly providerInvoiceId: string
  readonly status: "open" | "paid" | "expired" | "void"
  readonly currency: string
  // bigint columns come back as strings; amounts are integer minor units well inside 2^53.
  readonly amount: string | number
  readonly amountRefunded: string | number
  readonly periodStart: Date | null
  readonly periodEnd: Date | null
  readonly crypto: CryptoDetails | null
  readonly note: string | null
  readonly paidAt: Date | null
  readonly createdAt: Date
}

export const toInvoice = (row: InvoiceRow) =>
  new Invoice({
    id: row.id,
    number: row.number,
    plan: row.plan,
    method: row.method,
    status: row.status,
    currency: row.currency,
    amount: Number(row.amount),
    amountRefunded: Number(row.amountRefunded),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    crypto: row.crypto === null ? null : { ...row.crypto, rateValidUntil: new Date(row.crypto.rateValidUntil) },
    note: row.note,
    paidAt: row.paidAt,
    createdAt: row.createdAt
  }, true)

/**
 * An invoice's crypto details as stored (jsonb): the payment fields of the provider's crypto invoice (coin amounts
 * are decimal strings), with the rate's end as text.
 */
export interface CryptoDetails extends
  Pick<ProviderCryptoInvoice, "coin" | "network" | "address" | "amountDue" | "amountPaid" | "transactionIds" | "rate">
{
  readonly rateValidUntil: string
}

export interface CryptoInvoiceWrite {
  readonly workspaceId: WorkspaceId
  readonly plan: string
  readonly provider: string
  readonly providerInvoiceId: string
  readonly currency: string
  readonly amount: number
  readonly crypto: CryptoDetails
}

/** A card invoice to record: the provider's invoice as it reports it (its `id` as `providerInvoiceId`), and whose it is. */
export interface InvoiceWrite extends Omit<ProviderInvoice, "id"> {
  readonly workspaceId: WorkspaceId
  readonly plan: string
  readonly method: PaymentMethod
  readonly provider: string
  readonly providerInvoiceId: string
}

/** The billing_invoices table. Numbers come from one sequence: `INV-000001`… */
export class InvoicesRepo extends Effect.Service<InvoicesRepo>()("@svc/api/InvoicesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /** Records the provider's invoice once, then follows its state (a notice delivered twice writes nothing new). */
    const put = (row: InvoiceWrite) =>
      sql<InvoiceRow>`
        insert into billing_invoices (
          id, workspace_id, number, plan, method, provider, provider_invoice_id, status, currency, amount,
          amount_paid, amount_refunded, period_start, period_end, paid_at
        ) values (
          ${randomUUID()}, ${row.workspaceId}, 'INV-' || lpad(nextval('billing_invoice_numbers')::text, 6, '0'), ${row.plan},
          ${row.method}, ${row.provider}, ${row.providerInvoiceId}, ${row.status}, ${row.currency}, ${row.amount},
          ${row.status === "paid" ? row.amount : 0}, ${row.amountRefunded}, ${row.periodStart}, ${row.periodEnd}, ${row.paidAt}
        )
        on conflict (provider, provider_invoice_id) do update set
          status = excluded.status, amount_paid = excluded.amount_paid, amount_refunded = excluded.amount_refunded,
          paid_at = excluded.paid_at
        returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("InvoicesRepo.put"))

    const get = (workspaceId: WorkspaceId, id: InvoiceId) =>
      sql<InvoiceRow>`select * from billing_invoices where workspace_id = ${workspaceId} and id = ${id}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("InvoicesRepo.get")
      )

    /** Newest first, keyset-paginated on (created_at, id). */
    const page = (workspaceId: WorkspaceId, limit: number, after: KeysetCursor | undefined) =>
      sql<InvoiceRow & { readonly cursorAt: string }>`
        select *, to_char(created_at at time zone 'UTC', ${sql.literal(cursorAtFormat)}) as cursor_at
        from billing_invoices where workspace_id = ${workspaceId}
        ${after === undefined ? sql`` : sql`and (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`}
        order by created_at desc, id desc
        limit ${limit + 1}
      `.pipe(
        Effect.map((rows) => {
          const items = rows.slice(0, limit)
          const last = items[items.length - 1]
          const hasMore = rows.length > limit
          return {
            items,
            hasMore,
            nextCursor: hasMore && last !== undefined ? encodeCursor(last.cursorAt, last.id) : null
          }
        }),
        Effect.orDie,
        Effect.withSpan("InvoicesRepo.page")
      )

    /** A new crypto invoice, open until the provider reports it paid or expired. */
    const insertCrypto = (row: CryptoInvoiceWrite) =>
      sql<InvoiceRow>`
        insert into billing_invoices (
          id, workspace_id, number, plan, method, provider, provider_invoice_id, status, currency, amount, crypto
        ) values (
          ${randomUUID()}, ${row.workspaceId}, 'INV-' || lpad(nextval('billing_invoice_numbers')::text, 6, '0'), ${row.plan},
          'crypto', ${row.provider}, ${row.providerInvoiceId}, 'open', ${row.currency}, ${row.amount},
          ${JSON.stringify(row.crypto)}::jsonb
        )
        returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("InvoicesRepo.insertCrypto"))

    const byProviderId = (provider: string, id: string) =>
      sql<InvoiceRow>`select * from billing_invoices where provider = ${provider} and provider_invoice_id = ${id}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("InvoicesRepo.byProviderId")
      )

    /** The crypto details and note as the provider last reported them (what came in so far, the rate). */
    const updateCrypto = (id: InvoiceId, crypto: CryptoDetails, note: string | null, status?: "expired") =>
      sql`
        update billing_invoices set crypto = ${JSON.stringify(crypto)}::jsonb, note = ${note},
          status = case when ${status ?? null}::text is not null and status = 'open' then ${status ?? null}::text else status end
        where id = ${id}
      `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("InvoicesRepo.updateCrypto"))

    /**
     * Marks the invoice paid for its period (null: the month waits, see credit_waits); false when it already was
     * (the credit is given once).
     */
    const markPaid = (id: InvoiceId, paidAt: Date, periodStart: Date | null, periodEnd: Date | null) =>
      sql<{ id: InvoiceId }>`
        update billing_invoices set status = 'paid', paid_at = ${paidAt}, amount_paid = amount,
          period_start = ${periodStart}, period_end = ${periodEnd}
        where id = ${id} and status <> 'paid'
        returning id
      `.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie, Effect.withSpan("InvoicesRepo.markPaid"))

    /** The period a waiting month got once it applied. */
    const setPeriod = (id: InvoiceId, periodStart: Date, periodEnd: Date) =>
      sql`update billing_invoices set period_start = ${periodStart}, period_end = ${periodEnd} where id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Effect.withSpan("InvoicesRepo.setPeriod")
      )

    /** Crypto invoices not yet paid at `provider`, for the reconciler (an expired one may still be paid late). */
    const unpaidCrypto = (provider: string) =>
      sql<InvoiceRow>`
        select * from billing_invoices where provider = ${provider} and method = 'crypto' and status in ('open', 'expired')
          and created_at > now() - interval '30 days'
        order by created_at
      `.pipe(Effect.orDie, Effect.withSpan("InvoicesRepo.unpaidCrypto"))

    return { put, get, page, insertCrypto, byProviderId, updateCrypto, markPaid, setPeriod, unpaidCrypto } as const
  })
}) {}
