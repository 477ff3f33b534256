import type { SqlClient } from "@effect/sql/SqlClient"
import type { AccountId, WorkspaceId } from "@svc/domain"
import type { OrderState } from "@svc/domain/resources/order"
import { Effect } from "effect"
import { cursorAtFormat, encodeCursor, type KeysetCursor } from "../db/keysetCursor.js"
import type { OrderRow } from "./OrdersRepo.js"

export interface OrdersFilter {
  readonly accountId?: AccountId | undefined
  readonly state?: OrderState | undefined
  readonly clientOrderId?: string | undefined
  readonly createdAfter?: Date | undefined
  readonly createdBefore?: Date | undefined
}

/**
 * One page of a workspace's orders, newest first (`created_at desc, id desc`), starting right after `after`, and
 * the cursor of the page after it when there is one. The cursor carries `created_at` to the microsecond, as stored.
 */
export const pageOrders = (
  sql: SqlClient,
  workspaceId: WorkspaceId,
  filter: OrdersFilter,
  options: { readonly limit: number; readonly after: KeysetCursor | undefined }
) =>
  sql<OrderRow & { readonly cursorAt: string }>`
    select *, to_char(created_at at time zone 'UTC', ${sql.literal(cursorAtFormat)}) as cursor_at
    from orders where workspace_id = ${workspaceId}
    ${filter.accountId === undefined ? sql`` : sql`and account_id = ${filter.accountId}`}
    ${filter.state === undefined ? sql`` : sql`and state = ${filter.state}`}
    ${filter.clientOrderId === undefined ? sql`` : sql`and client_order_id = ${filter.clientOrderId}`}
    ${filter.createdAfter === undefined ? sql`` : sql`and created_at >= ${filter.createdAfter}`}
    ${filter.createdBefore === undefined ? sql`` : sql`and created_at < ${filter.createdBefore}`}
    ${options.after === undefined ? sql`` : sql`and (created_at, id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`}
    order by created_at desc, id desc
    limit ${options.limit + 1}
  `.pipe(
    Effect.map((rows) => {
      const page = rows.slice(0, options.limit)
      const last = page[page.length - 1]
      return {
        rows: page,
        hasMore: rows.length > options.limit,
        nextCursor: rows.length > options.limit && last !== undefined ? encodeCursor(last.cursorAt, last.id) : null
      }
    }),
    Effect.orDie,
    Effect.withSpan("OrdersPage.pageOrders")
  )
