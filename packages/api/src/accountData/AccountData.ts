import { Errors, type AccountId, type WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { CalculateRequest } from "@svc/domain/api/accountData"
import { Effect } from "effect"
import { orSchedulerFailed } from "../actors/clusterErrors.js"
import { ownedAccount } from "../accounts/ownership.js"
import { AccountsRepo } from "../accounts/AccountsRepo.js"
import { DealsRepo } from "./DealsRepo.js"
import { PositionsRepo } from "./PositionsRepo.js"

/** Spec Limits: symbols or instruments per quotes call. */
const maxQuoteNames = 20

/**
 * What an account holds and can price: positions and deals as the last sync stored them, quotes and calculations
 * from its terminal (through its actor). Each call checks the account is the caller's workspace's first.
 */
export class AccountData extends Effect.Service<AccountData>()("@svc/api/AccountData", {
  effect: Effect.gen(function*() {
    const accounts = yield* AccountsRepo
    const positions = yield* PositionsRepo
    const deals = yield* DealsRepo
    const actor = yield* AccountEntity.client

    const owned = (workspaceId: WorkspaceId, id: AccountId) =>
      ownedAccount(id, accounts.find(workspaceId, id))

    const positionsOf = Effect.fn("AccountData.positionsOf")(function*(workspaceId: WorkspaceId, id: AccountId) {
      yield* owned(workspaceId, id)
      const list = yield* positions.list(id)
      const observedAt = yield* positions.observedAt(id)
      return { accountId: id, observedAt, positions: list }
    })

    const reconcile = Effect.fn("AccountData.reconcile")(function*(workspaceId: WorkspaceId, id: AccountId) {
      yield* owned(workspaceId, id)
      return yield* actor(id).SyncNow().pipe(orSchedulerFailed)
    })

    const dealsOf = Effect.fn("AccountData.dealsOf")(function*(
      workspaceId: WorkspaceId,
      id: AccountId,
      range: { readonly since?: Date | undefined; readonly until?: Date | undefined }
    ) {
      yield* owned(workspaceId, id)
      return yield* deals.ofAccount(id, range)
    })

    const quotes = Effect.fn("AccountData.quotes")(function*(
      workspaceId: WorkspaceId,
      id: AccountId,
      symbols: ReadonlyArray<string>,
      instruments: ReadonlyArray<string>
    ) {
      yield* owned(workspaceId, id)
      if (symbols.length + instruments.length === 0 || symbols.length + instruments.length > maxQuoteNames) {
        return yield* new Errors.InvalidRequest({
          message: `Ask for 1 to ${maxQuoteNames} symbols or instruments.`,
          details: [{ field: symbols.length > 0 ? "symbols" : "instruments", message: `1 to ${maxQuoteNames} names` }]
        })
      }
      return yield* actor(id).GetQuotes({ request: { symbols: [...symbols], instruments: [...instruments] } }).pipe(orSchedulerFailed)
    })

    const calculate = Effect.fn("AccountData.calculate")(function*(
      workspaceId: WorkspaceId,
      id: AccountId,
      payload: typeof CalculateRequest.Type
    ) {
      yield* owned(workspaceId, id)
      return yield* actor(id).Calculate({
        query: payload.kind === "margin"
          ? { kind: "margin", symbol: payload.symbol, side: payload.side, volume: payload.volume, priceOpen: payload.price, priceClose: null }
          : { kind: "profit", symbol: payload.symbol, side: payload.side, volume: payload.volume, priceOpen: payload.openPrice, priceClose: payload.closePrice }
      }).pipe(orSchedulerFailed)
    })

    return { positionsOf, reconcile, dealsOf, quotes, calculate } as const
  }),
  dependencies: [AccountsRepo.Default, PositionsRepo.Default, DealsRepo.Default]
}) {}
