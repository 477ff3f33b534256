import { Errors, type AccountId, type OrderId, type WaveId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import type { CreateWaveRequest } from "@svc/domain/api/waves"
import { isCancellable } from "@svc/domain/wave/machine"
import type { WaveState } from "@svc/domain/resources/wave"
import { Effect } from "effect"
import { createHash, randomUUID } from "node:crypto"
import { accountNotFound, callerReach, reachesAll } from "../accounts/ownership.js"
import { Plans } from "../billing/Plans.js"
import { decodeCursor } from "../db/keysetCursor.js"
import { fingerprint } from "../trading/Idempotency.js"
import { withinKeyLimits } from "../trading/keyLimits.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { endWave } from "./ending.js"
import { WaveRunner } from "./WaveRunner.js"
import { WavesRepo, type NewLeg } from "./WavesRepo.js"

/** Without `expiresAt`, a wave gives up this long after its `executeAt` (or its creation). */
export const defaultExpiryMs = 10 * 60_000

/**
 * A leg's order id, derived from the wave and the account (a name-based UUID): the key under which its account's
 * actor finds the order on record, so the leg is never sent twice whatever is delivered or resumed again.
 */
export const legOrderId = (waveId: WaveId, accountId: AccountId): OrderId => {
  const h = createHash("sha256").update(`wave-leg\u0000${waveId}\u0000${accountId}`).digest()
  h[6] = (h[6]! & 0x0f) | 0x50
  h[8] = (h[8]! & 0x3f) | 0x80
  const x = h.subarray(0, 16).toString("hex")
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}` as OrderId
}

const waveNotFound = (id: string) => new Errors.NotFound({ message: `No multi-account order ${id} in this workspace.`, details: [{ waveId: id }] })

export class Waves extends Effect.Service<Waves>()("@svc/api/Waves", {
  effect: Effect.gen(function*() {
    const repo = yield* WavesRepo
    const workspaces = yield* WorkspacesRepo
    const runner = yield* WaveRunner
    const plans = yield* Plans

    /** Places the wave and starts driving it; `replayed` when the key already named one. */
    const create = Effect.fn("Waves.create")(function*(principal: Principal, key: string, body: CreateWaveRequest) {
      const workspaceId = principal.workspaceId
      const plan = yield* plans.requireFeature(workspaceId, "waves")
      if (body.order.type !== "market") yield* plans.requireFeature(workspaceId, "pendingOrders")
      const workspace = yield* workspaces.get(workspaceId)
      const limit = plan.accountsPerWave
      if (body.accountIds.length > limit) {
        return yield* new Errors.QuotaExceeded({
          message: `The ${plan.name} plan allows ${limit} accounts in one multi-account order; this one has ${body.accountIds.length}.`,
          // The same shape as the other allowances' refusals (Plans.requireAllowance), naming which one.
          details: [{ allowance: "accountsPerWave", limit, requested: body.accountIds.length, plan: plan.id }]
        })
      }
      const found = yield* repo.accountsIn(workspaceId, body.accountIds)
      const reach = yield* callerReach
      const missing = body.accountIds.find((id) => !found.has(id) || !reach(id))
      if (missing !== undefined) return yield* accountNotFound(missing)
      yield* Effect.forEach(body.accountIds, (id) =>
        withinKeyLimits(id, body.legs?.find((leg) => leg.accountId === id)?.volume ?? body.order.volume), { discard: true })
      if (workspace?.tradingDisabled === true) {
        return yield* new Errors.TradingDisabled({ message: "Trading is switched off for this workspace.", details: [{ workspaceId }] })
      }
      const now = Date.now()
      if (body.expiresAt !== undefined && body.expiresAt.getTime() <= now) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: expiresAt is in the past.",
          details: [{ field: "expiresAt", message: "is in the past" }]
        })
      }
      const id = randomUUID() as WaveId
      const o = body.order
      const overrides = new Map((body.legs ?? []).map((l) => [l.accountId, l]))
      const legs: Array<NewLeg> = body.accountIds.map((accountId, position) => {
        const override = overrides.get(accountId)
        return {
          position,
          accountId,
          orderId: legOrderId(id, accountId),
          symbol: override?.symbol ?? o.symbol,
          volume: override?.volume ?? o.volume,
          clientOrderId: override?.clientOrderId ?? o.clientOrderId ?? null
        }
      })
      const print = fingerprint("POST", "/v1/execution-waves", body)
      const { created, row } = yield* repo.insert({
        id,
        workspaceId,
        state: "preparing",
        barrierPolicy: body.barrierPolicy,
        side: o.side,
        type: o.type,
        symbol: o.symbol,
        volume: o.volume,
        price: o.price ?? null,
        stopLimitPrice: o.stopLimitPrice ?? null,
        stopLoss: o.stopLoss ?? null,
        takeProfit: o.takeProfit ?? null,
        expiration: o.expiration ?? null,
        deviationPoints: o.deviationPoints ?? null,
        clientOrderId: o.clientOrderId ?? null,
        executeAt: body.executeAt ?? null,
        expiresAt: body.expiresAt ?? null,
        deadline: body.expiresAt ?? new Date((body.executeAt?.getTime() ?? now) + defaultExpiryMs),
        idempotencyKey: key,
        fingerprint: print
      }, legs, Effect.zipRight(workspaces.lock(workspaceId), plans.requireAllowance(workspaceId, "wavesPerMonth")))
      if (!created && row.fingerprint !== print) {
        return yield* new Errors.IdempotencyKeyReused({
          message: "This Idempotency-Key was used for a different multi-account order; use a new key for a new one.",
          details: [{ idempotencyKey: key }]
        })
      }
      if (created) yield* runner.start(row.id)
      const wave = yield* repo.get(workspaceId, row.id)
      return { wave: wave!, replayed: !created }
    })

    const get = Effect.fn("Waves.get")(function*(principal: Principal, id: WaveId) {
      const wave = yield* repo.get(principal.workspaceId, id)
      if (wave === undefined || !(yield* reachesAll(wave.legs.map((leg) => leg.accountId)))) return yield* waveNotFound(id)
      return wave
    })

    const list = Effect.fn("Waves.list")(function*(
      principal: Principal,
      q: { readonly state?: WaveState | undefined; readonly limit?: number | undefined; readonly cursor?: string | undefined }
    ) {
      const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
      if (q.cursor !== undefined && after === undefined) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: cursor is not a nextCursor this endpoint returned; send it unchanged, or omit it for the first page.",
          details: [{ field: "cursor", message: "is not a nextCursor this endpoint returned" }]
        })
      }
      const page = yield* repo.page(principal.workspaceId, q.state, { limit: q.limit ?? 50, after })
      const reach = yield* callerReach
      const data = page.data.filter((wave) => wave.legs.every((leg) => reach(leg.accountId)))
      return { data, page: { hasMore: page.hasMore, nextCursor: page.nextCursor } }
    })

    /** Spec: only while nothing has been sent. Decided by one conditional statement against the release. */
    const cancel = Effect.fn("Waves.cancel")(function*(principal: Principal, id: WaveId) {
      const current = yield* repo.get(principal.workspaceId, id)
      if (current === undefined || !(yield* reachesAll(current.legs.map((leg) => leg.accountId)))) return yield* waveNotFound(id)
      if (current.state === "cancelled") return current
      if (isCancellable(current.state)) {
        const ended = yield* endWave(id, {
          from: ["preparing", "waiting"],
          to: "cancelled",
          detail: "Cancelled on request before anything was sent.",
          skip: "wave_cancelled"
        })
        if (ended !== undefined) return ended
      }
      const now = (yield* repo.get(principal.workspaceId, id))!
      if (now.state === "cancelled") return now
      return yield* new Errors.WaveNotCancellable({
        message: now.state === "abandoned"
          ? "The multi-account order was abandoned; nothing was sent and there is nothing to cancel."
          : "The multi-account order was released: its orders are going out or went out, and are not taken back. Close their positions instead.",
        details: [{ waveId: id, state: now.state }]
      })
    })

    return { create, get, list, cancel } as const
  }),
  dependencies: [Plans.Default, WorkspacesRepo.Default]
}) {}
