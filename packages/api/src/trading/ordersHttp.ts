import { HttpApiBuilder } from "@effect/platform"
import { PgClient } from "@effect/sql-pg"
import { Errors, type DecimalString, type OrderId } from "@svc/domain"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Deal } from "@svc/domain/resources/deal"
import { Effect } from "effect"
import { toOrder, type OrderRow } from "./OrdersRepo.js"

export interface DealRow {
  readonly id: string
  readonly accountId: string
  readonly orderId: string | null
  readonly brokerDealId: string
  readonly brokerOrderId: string | null
  readonly brokerPositionId: string | null
  readonly symbol: string
  readonly dealType: string
  readonly entry: string | null
  readonly volume: string | null
  readonly price: string | null
  readonly commission: string | null
  readonly swap: string | null
  readonly profit: string | null
  readonly fee: string | null
  readonly dealtAt: Date
  readonly comment: string | null
}

export const toDeal = (r: DealRow) =>
  Deal.make({
    ...r,
    id: r.id as Deal["id"],
    accountId: r.accountId as Deal["accountId"],
    orderId: r.orderId as Deal["orderId"],
    entry: r.entry as Deal["entry"],
    volume: r.volume as DecimalString | null,
    price: r.price as DecimalString | null,
    commission: r.commission as DecimalString | null,
    swap: r.swap as DecimalString | null,
    profit: r.profit as DecimalString | null,
    fee: r.fee as DecimalString | null
  })

/** Cursor: the last row's creation time and id, opaque to the caller. */
const encodeCursor = (row: OrderRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url")
const decodeCursor = (cursor: string) => {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|")
  const date = new Date(at ?? "")
  if (id === undefined || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return undefined
  return { at: date, id }
}

const orderNotFound = (id: string) => new Errors.NotFound({ message: `No order ${id} in this workspace.`, details: [{ orderId: id }] })

export const OrdersHttp = HttpApiBuilder.group(Api, "orders", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    return handlers
      .handle("listOrders", ({ urlParams: q }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const limit = q.limit ?? 50
          const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
          if (q.cursor !== undefined && cursor === undefined) {
            return yield* new Errors.InvalidRequest({ message: "The cursor is not one this API gave.", details: [{ field: "cursor", message: "unknown cursor" }] })
          }
          const rows = yield* sql<OrderRow>`
            select * from orders where workspace_id = ${p.workspaceId}
            ${q.accountId === undefined ? sql`` : sql`and account_id = ${q.accountId}`}
            ${q.state === undefined ? sql`` : sql`and state = ${q.state}`}
            ${q.clientOrderId === undefined ? sql`` : sql`and client_order_id = ${q.clientOrderId}`}
            ${q.createdAfter === undefined ? sql`` : sql`and created_at >= ${q.createdAfter}`}
            ${q.createdBefore === undefined ? sql`` : sql`and created_at < ${q.createdBefore}`}
            ${cursor === undefined ? sql`` : sql`and (created_at, id) < (${cursor.at}, ${cursor.id}::uuid)`}
            order by created_at desc, id desc
            limit ${limit + 1}
          `.pipe(Effect.orDie)
          const page = rows.slice(0, limit)
          const hasMore = rows.length > limit
          return {
            data: page.map(toOrder),
            page: { hasMore, nextCursor: hasMore ? encodeCursor(page[page.length - 1]!) : null }
          }
        }))
      .handle("getOrder", ({ path }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const row = (yield* sql<OrderRow>`select * from orders where id = ${path.id} and workspace_id = ${p.workspaceId}`.pipe(Effect.orDie))[0]
          if (row === undefined) return yield* orderNotFound(path.id)
          return toOrder(row)
        }))
      .handle("getOrderDeals", ({ path }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const found = yield* sql`select 1 from orders where id = ${path.id as OrderId} and workspace_id = ${p.workspaceId}`.pipe(Effect.orDie)
          if (found.length === 0) return yield* orderNotFound(path.id)
          const rows = yield* sql<DealRow>`
            select * from deals where order_id = ${path.id} order by dealt_at, broker_deal_id
          `.pipe(Effect.orDie)
          return rows.map(toDeal)
        }))
  }))
