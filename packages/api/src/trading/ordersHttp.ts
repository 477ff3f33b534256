import { HttpApiBuilder } from "@effect/platform"
import { PgClient } from "@effect/sql-pg"
import { Errors, type DecimalString, type OrderId } from "@svc/domain"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Deal } from "@svc/domain/resources/deal"
import { Effect } from "effect"
import { decodeCursor } from "../db/keysetCursor.js"
import { pageOrders } from "./OrdersPage.js"
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

const orderNotFound = (id: string) => new Errors.NotFound({ message: `No order ${id} in this workspace.`, details: [{ orderId: id }] })

export const OrdersHttp = HttpApiBuilder.group(Api, "orders", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    return handlers
      .handle("listOrders", ({ urlParams: q }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
          if (q.cursor !== undefined && after === undefined) {
            return yield* new Errors.InvalidRequest({
              message: "The request is not valid: cursor is not a nextCursor this endpoint returned; send it unchanged, or omit it for the first page.",
              details: [{ field: "cursor", message: "is not a nextCursor this endpoint returned" }]
            })
          }
          const page = yield* pageOrders(sql, p.workspaceId, q, { limit: q.limit ?? 50, after })
          return { data: page.rows.map(toOrder), page: { hasMore: page.hasMore, nextCursor: page.nextCursor } }
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
