import { HttpApiBuilder } from "@effect/platform"
import { PgClient } from "@effect/sql-pg"
import { Errors, type AccountId } from "@svc/domain"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { AccountEntity } from "@svc/domain/account/protocol"
import { setResponseHeader } from "@svc/domain/http/responseHeaders"
import { Effect } from "effect"
import { accountNotFound } from "../accounts/Accounts.js"
import { AccountsRepo } from "../accounts/AccountsRepo.js"
import { orSchedulerFailed } from "../runtime/clusterErrors.js"
import { toPosition } from "../runtime/TradingStoreLive.js"
import { toDeal, type DealRow } from "./ordersHttp.js"

/** Spec Limits: symbols or instruments per quotes call. */
const maxQuoteNames = 20
const splitList = (s: string | undefined) => (s ?? "").split(",").map((x) => x.trim()).filter((x) => x.length > 0)


export const AccountDataHttp = HttpApiBuilder.group(Api, "accountData", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const accounts = yield* AccountsRepo
    const actor = yield* AccountEntity.client

    const owned = (id: AccountId) =>
      Effect.flatMap(CurrentPrincipal, (p) =>
        Effect.flatMap(accounts.find(p.workspaceId, id), (row) => (row === undefined ? accountNotFound(id) : Effect.succeed(row))))

    const snapshot = (id: AccountId) =>
      Effect.gen(function*() {
        const rows = yield* sql<Parameters<typeof toPosition>[0]>`
          select * from positions where account_id = ${id} order by opened_at, broker_position_id
        `.pipe(Effect.orDie)
        const sync = (yield* sql<{ positionsObservedAt: Date | null }>`
          select positions_observed_at from account_sync where account_id = ${id}
        `.pipe(Effect.orDie))[0]
        return { accountId: id, observedAt: sync?.positionsObservedAt ?? null, positions: rows.map(toPosition) }
      })

    return handlers
      .handle("listPositions", ({ path }) => Effect.zipRight(owned(path.id), snapshot(path.id)))
      .handle("reconcilePositions", ({ path }) =>
        Effect.gen(function*() {
          yield* owned(path.id)
          return yield* actor(path.id).SyncNow().pipe(orSchedulerFailed)
        }))
      .handle("listDeals", ({ path, urlParams }) =>
        Effect.gen(function*() {
          yield* owned(path.id)
          const rows = yield* sql<DealRow>`
            select * from deals where account_id = ${path.id}
            ${urlParams.since === undefined ? sql`` : sql`and dealt_at >= ${urlParams.since}`}
            ${urlParams.until === undefined ? sql`` : sql`and dealt_at < ${urlParams.until}`}
            order by dealt_at, broker_deal_id
          `.pipe(Effect.orDie)
          return rows.map(toDeal)
        }))
      .handle("getQuotes", ({ path, urlParams }) =>
        Effect.gen(function*() {
          yield* owned(path.id)
          const symbols = splitList(urlParams.symbols)
          const instruments = splitList(urlParams.instruments)
          if (symbols.length + instruments.length === 0 || symbols.length + instruments.length > maxQuoteNames) {
            return yield* new Errors.InvalidRequest({
              message: `Ask for 1 to ${maxQuoteNames} symbols or instruments.`,
              details: [{ field: symbols.length > 0 ? "symbols" : "instruments", message: `1 to ${maxQuoteNames} names` }]
            })
          }
          return yield* actor(path.id).GetQuotes({ request: { symbols, instruments } }).pipe(
            orSchedulerFailed,
            Effect.tapErrorTag("RATE_LIMITED", (e) =>
              setResponseHeader("retry-after", String((e.details?.[0] as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 1)))
          )
        }))
      .handle("calculate", ({ path, payload }) =>
        Effect.gen(function*() {
          yield* owned(path.id)
          return yield* actor(path.id).Calculate({
            query: payload.kind === "margin"
              ? { kind: "margin", symbol: payload.symbol, side: payload.side, volume: payload.volume, priceOpen: payload.price, priceClose: null }
              : { kind: "profit", symbol: payload.symbol, side: payload.side, volume: payload.volume, priceOpen: payload.openPrice, priceClose: payload.closePrice }
          }).pipe(orSchedulerFailed)
        }))
  }))
