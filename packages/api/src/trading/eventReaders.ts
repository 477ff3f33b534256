import { PgClient } from "@effect/sql-pg"
import type { OrderId } from "@svc/domain"
import { Account } from "@svc/domain/resources/account"
import { Order } from "@svc/domain/resources/order"
import { Effect, Layer, Option, Schema } from "effect"
import { toAccount, type AccountRow } from "../accounts/AccountsRepo.js"
import { registerEventReader, type EventReader } from "../webhooks/EventReaders.js"
import { toOrder, type OrderRow } from "./OrdersRepo.js"

const encodeOrder = Schema.encodeSync(Order)
const encodeAccount = Schema.encodeSync(Account)

/** Order events carry the order as the REST API returns it when the event is sent (plus `previousState`). */
const readOrder = Effect.map(PgClient.PgClient, (sql): EventReader => (event) =>
  sql<OrderRow>`select * from orders where id = ${event.resourceId as OrderId} and workspace_id = ${event.workspaceId}`.pipe(
    Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => encodeOrder(toOrder(row)) as unknown as Record<string, unknown>)),
    Effect.orDie
  ))

const readAccount = Effect.map(PgClient.PgClient, (sql): EventReader => (event) =>
  sql<AccountRow>`select * from accounts where id = ${event.resourceId} and workspace_id = ${event.workspaceId}`.pipe(
    Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => encodeAccount(toAccount(row)) as unknown as Record<string, unknown>)),
    Effect.orDie
  ))

export const TradingEventReadersLive = Layer.mergeAll(
  registerEventReader("order.filled", readOrder),
  registerEventReader("order.rejected", readOrder),
  registerEventReader("order.unresolved", readOrder),
  registerEventReader("order.resolved", readOrder),
  registerEventReader("order.cancelled", readOrder),
  registerEventReader("account.state_changed", readAccount)
)
