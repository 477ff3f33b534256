import { Errors, type OrderId, type WorkspaceId } from "@svc/domain"
import type { ListOrdersParams } from "@svc/domain/api/trading"
import { Effect } from "effect"
import { DealsRepo } from "../accountData/DealsRepo.js"
import { callerReach, reachableIds } from "../accounts/ownership.js"
import { decodeCursor } from "../db/keysetCursor.js"
import { OrdersRepo, toOrder } from "./OrdersRepo.js"

const orderNotFound = (id: string) => new Errors.NotFound({ message: `No order ${id} in this workspace.`, details: [{ orderId: id }] })

/** The order records of a workspace, as the orders endpoints read them. */
export class Orders extends Effect.Service<Orders>()("@svc/api/Orders", {
  effect: Effect.gen(function*() {
    const repo = yield* OrdersRepo
    const deals = yield* DealsRepo

    const list = Effect.fn("Orders.list")(function*(workspaceId: WorkspaceId, q: typeof ListOrdersParams.Type) {
      const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
      if (q.cursor !== undefined && after === undefined) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: cursor is not a nextCursor this endpoint returned; send it unchanged, or omit it for the first page.",
          details: [{ field: "cursor", message: "is not a nextCursor this endpoint returned" }]
        })
      }
      const page = yield* repo.page(workspaceId, q, { limit: q.limit ?? 50, after, accountIds: yield* reachableIds })
      return { data: page.rows.map(toOrder), page: { hasMore: page.hasMore, nextCursor: page.nextCursor } }
    })

    const get = Effect.fn("Orders.get")(function*(workspaceId: WorkspaceId, id: OrderId) {
      const row = yield* repo.findInWorkspace(workspaceId, id)
      if (row === undefined || !(yield* callerReach)(row.accountId)) return yield* orderNotFound(id)
      return toOrder(row)
    })

    const dealsOf = Effect.fn("Orders.dealsOf")(function*(workspaceId: WorkspaceId, id: OrderId) {
      const narrowed = (yield* reachableIds) !== null
      const found = narrowed
        ? Effect.flatMap(repo.findInWorkspace(workspaceId, id), (row) =>
          row === undefined ? Effect.succeed(false) : Effect.map(callerReach, (reach) => reach(row.accountId)))
        : repo.existsInWorkspace(workspaceId, id)
      if (!(yield* found)) return yield* orderNotFound(id)
      return yield* deals.ofOrder(id)
    })

    return { list, get, dealsOf } as const
  }),
  dependencies: [OrdersRepo.Default, DealsRepo.Default]
}) {}
