import type { AccountId, WaveId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import type { PendingKind } from "@svc/domain/api/trading"
import type { DecimalString } from "@svc/domain"
import { barrier, isFinalWave, isWaveDone, type Readiness } from "@svc/domain/wave/machine"
import { Cause, Context, Deferred, Duration, Effect, Fiber, FiberId, FiberSet } from "effect"
import { releaseNow } from "@svc/terminal-runtime/trading/releaseGate"
import { resumeLeftOver } from "../nodes/Nodes.js"
import { endWave } from "./ending.js"
import { toLeg, WavesRepo, type AccountStanding, type LegWithOrder, type WaveRow } from "./WavesRepo.js"
import type { Outbox } from "../events/Outbox.js"

/** The orchestrator's timings. */
export class WaveTimings extends Context.Reference<WaveTimings>()("@svc/api/WaveTimings", {
  defaultValue: () => ({
    /**
     * The release time is at least this far ahead when the wave is released, plus `armPerLeg` for each leg: every
     * leg is armed (checked, built, written) before it.
     */
    armLead: Duration.millis(400),
    armPerLeg: Duration.millis(3),
    /** How often a preparing wave, or one whose barrier is not met, looks at its accounts again. */
    poll: Duration.millis(100),
    /** The same for a wave with every account online, waiting for its executeAt. */
    idlePoll: Duration.seconds(1),
    /** Accounts not online yet are asked to come up again this often (Warm is idempotent). */
    rewarm: Duration.seconds(2),
    /** A released wave resumed after a restart waits this long for its accounts to come back before arming. */
    resumeOnline: Duration.seconds(15),
    /** After the release, how long `unresolved` legs are waited for before the wave settles with them. */
    settleWindow: Duration.seconds(60)
  })
}) {}

const human = new Set(["needs_2fa", "invalid_credentials", "needs_certificate", "trading_disabled"])

/** What the barrier makes of an account's record and of the last answer to asking it to come online. */
const readinessOf = (standing: AccountStanding | undefined, warmFailure: Readiness | undefined): Readiness => {
  if (standing === undefined) return { _tag: "Blocked", reason: "account_removed", detail: "The account was deleted." }
  if (standing.tradingDisabled) return { _tag: "Blocked", reason: "trading_disabled", detail: "Trading is switched off for this account." }
  if (standing.disconnected || !standing.hasPassword) {
    return { _tag: "Blocked", reason: "no_password", detail: "No password is stored for this account." }
  }
  if (human.has(standing.state)) {
    return { _tag: "Blocked", reason: "needs_operator", detail: `The account is in \`${standing.state}\`; a person must act first.` }
  }
  if (standing.state === "ready") return { _tag: "Online" }
  if (warmFailure !== undefined) return warmFailure
  if (standing.state === "error") {
    return { _tag: "Blocked", reason: "not_online", detail: standing.stateDetail ?? "The account could not come online." }
  }
  return { _tag: "Coming" }
}

interface Armed {
  readonly position: number
  readonly armedAt: Date | null
  readonly failure: string | null
}

/** Each leg's order: the wave's trade with the leg's symbol, volume and reference, under the leg's own order id. */
const commandOf = (w: WaveRow, l: LegWithOrder): OrderCommand => {
  const common = {
    orderId: l.orderId,
    workspaceId: w.workspaceId,
    clientOrderId: l.clientOrderId,
    deviationPoints: w.deviationPoints,
    symbol: l.symbol,
    volume: l.volume as DecimalString,
    stopLoss: w.stopLoss as DecimalString | null,
    takeProfit: w.takeProfit as DecimalString | null
  }
  return w.type === "market"
    ? { _tag: "Market", ...common, side: w.side }
    : {
      _tag: "Pending",
      ...common,
      kind: w.type as PendingKind,
      price: w.price as DecimalString,
      stopLimitPrice: w.stopLimitPrice as DecimalString | null,
      expiration: w.expiration
    }
}

/**
 * Drives waves to a final state. A wave's rows are its journal: every step reads them and moves the wave with one
 * conditional statement, so the runner resumes any unfinished wave after a restart (all of them at start) from
 * wherever it stood. The release itself is one message per leg arming its account's actor with the absolute release
 * time; a leg's order id is derived from the wave and the account and the actor checks its own records before
 * arming, so a leg armed again after a restart is never sent twice.
 *
 * Single runner (as the account actors, DESIGN §5): with several API processes the runner would belong to one.
 */
export class WaveRunner extends Effect.Service<WaveRunner>()("@svc/api/WaveRunner", {
  scoped: Effect.gen(function*() {
    const repo = yield* WavesRepo
    const actor = yield* AccountEntity.client
    const timings = yield* WaveTimings
    const running = new Set<WaveId>()
    const fibers = yield* FiberSet.make()
    const context = yield* Effect.context<WavesRepo | Outbox>()

    const sleep = (ms: number) => Effect.sleep(Duration.millis(Math.max(1, ms)))

    /**
     * What arming took per leg in this process lately (a moving average of the last waves): under load 500 legs took
     * seconds to arm, past a lead of 400 ms + 3 ms a leg, and a leg armed after the release leaves late (the
     * spread's p99 was those waves). The lead grows with it, half as much again, up to `maxAdaptiveLeadMs`.
     */
    let armingPerLegMs = Duration.toMillis(timings.armPerLeg)
    const maxAdaptiveLeadMs = 10_000
    const leadFor = (legs: number, untilExpiry: number) => {
      const fixed = Duration.toMillis(timings.armLead) + legs * Duration.toMillis(timings.armPerLeg)
      // Never so long that the wave would expire waiting for it: only the fixed lead decides that.
      const adaptive = Math.min(maxAdaptiveLeadMs, untilExpiry - 1, Duration.toMillis(timings.armLead) + legs * armingPerLegMs * 1.5)
      return Math.max(fixed, adaptive)
    }
    const armingTook = (legs: number, ms: number) => {
      if (legs > 0) armingPerLegMs = armingPerLegMs / 2 + ms / legs / 2
    }

    /** Preparing and waiting: bring accounts online and apply the barrier until the wave is released or ends. */
    const prepare = (id: WaveId) =>
      Effect.scoped(Effect.gen(function*() {
        const warmScope = yield* Effect.scope
        const warmFailures = new Map<AccountId, Readiness>()
        /** Accounts asked to come up whose answer has not come yet: coming, whatever their record said before. */
        const asking = new Set<AccountId>()
        let released = false
        const lastWarm = new Map<AccountId, number>()
        for (;;) {
          const w = yield* repo.row(id)
          if (w === undefined || w.state === "dispatching" || isFinalWave(w.state)) return { released, w }
          const legs = (yield* repo.legs(id)).filter((l) => l.skipReason === null)
          const standings = yield* repo.standings(legs.map((l) => l.accountId))
          const now = Date.now()
          // Any mode: an account not online is asked to come up, again every `rewarm` while the wave waits for it.
          const toWarm = legs.filter((l) => {
            const s = standings.get(l.accountId)
            const last = lastWarm.get(l.accountId)
            return s !== undefined && s.state !== "ready" && !human.has(s.state) && s.hasPassword && !s.disconnected &&
              (last === undefined || now - last >= Duration.toMillis(timings.rewarm))
          })
          if (toWarm.length > 0) {
            // Asked without waiting for the answers: under load one actor's Warm can take seconds (its lock, its
            // reads), and the barrier below must still be looked at on time (a wave once missed its executeAt by
            // 9–21 s here). An answer that is a refusal is kept for the barrier's next look.
            yield* Effect.forEach(toWarm, (l) => {
              lastWarm.set(l.accountId, now)
              asking.add(l.accountId)
              return actor(l.accountId).Warm({ reason: "prepare" }).pipe(
                Effect.ensuring(Effect.sync(() => asking.delete(l.accountId))),
                Effect.tap(() => Effect.sync(() => warmFailures.delete(l.accountId))),
                Effect.catchAll((e) => Effect.sync(() => {
                  const tag = (e as { readonly _tag?: string })._tag
                  warmFailures.set(l.accountId, tag === "NO_SECRET"
                    ? { _tag: "Blocked", reason: "no_password", detail: "No password is stored for this account." }
                    : tag === "ACCOUNT_NOT_FOUND"
                    ? { _tag: "Blocked", reason: "account_removed", detail: "The account was deleted." }
                    : tag === "NEEDS_OPERATOR"
                    ? { _tag: "Blocked", reason: "needs_operator", detail: "The account needs a person to act first." }
                    : { _tag: "Blocked", reason: "not_online", detail: `The account could not be asked to come online (${tag ?? "error"}).` })
                }))
              )
            }, { concurrency: 50, discard: true }).pipe(Effect.forkIn(warmScope))
          }
          const lead = leadFor(legs.length, w.deadline.getTime() - now)
          const releaseAt = now + lead
          const executeAt = w.executeAt?.getTime() ?? null
          const decision = barrier({
            policy: w.barrierPolicy,
            accounts: legs.map((l) => {
              const r = readinessOf(standings.get(l.accountId), warmFailures.get(l.accountId))
              return asking.has(l.accountId) && r._tag === "Blocked" && r.reason === "not_online" ? { _tag: "Coming" } : r
            }),
            releaseAt,
            executeAt,
            expiresAt: w.deadline.getTime()
          })
          switch (decision._tag) {
            case "Abandon": {
              yield* endWave(id, { from: ["preparing", "waiting"], to: "abandoned", detail: decision.detail, skip: "wave_abandoned" })
              continue
            }
            case "Wait": {
              if (decision.state !== w.state) yield* repo.move(id, [w.state], decision.state)
              const untilDue = executeAt === null ? Infinity : executeAt - releaseAt
              const allOnline = standings.size === legs.length && [...standings.values()].every((s) => s.state === "ready")
              yield* sleep(Math.min(Duration.toMillis(allOnline ? timings.idlePoll : timings.poll), untilDue))
              continue
            }
            case "Release": {
              // On executeAt exactly when it is still far enough ahead to arm every leg; else as soon as they can be.
              const at = new Date(executeAt !== null && executeAt >= now + lead / 2 ? executeAt : Math.max(releaseAt, executeAt ?? 0))
              // The release and the skipped legs in one transaction, only if no cancel came first.
              yield* repo.withTransaction(Effect.gen(function*() {
                const moved = yield* repo.move(id, ["preparing", "waiting"], "dispatching", {
                  releaseAt: at, dispatchedAt: new Date(), stateDetail: null
                })
                released = moved
                if (moved) yield* repo.skip(id, decision.skip.map((s) => ({ position: legs[s.index]!.position, reason: s.reason, detail: s.detail })))
              })).pipe(Effect.catchTag("SqlError", Effect.die))
              continue
            }
          }
        }
      }))

    /** One leg armed in its account's actor; what it answered, a failure included. */
    const arm = (w: WaveRow, l: LegWithOrder, releaseAt: Date) =>
      actor(l.accountId).ArmLeg({ waveId: w.id, command: commandOf(w, l), releaseAt }).pipe(
        Effect.map((outcome) => ({ position: l.position, armedAt: outcome._tag === "Armed" ? outcome.armedAt : null, failure: null })),
        Effect.catchAll((e) => Effect.succeed({
          position: l.position,
          armedAt: null,
          failure: (e as { readonly message?: string }).message ?? "The leg could not be armed."
        }))
      )

    /**
     * A released wave resumed after a restart finds its accounts down (the boot rests them in standby): each leg is
     * armed as soon as its own account is back, for up to the login time, instead of failing the leg; a leg whose
     * account is up is armed at once. One account slow to come back never holds the others' legs (it held every leg
     * of the wave for up to `resumeOnline` when they waited for all accounts together).
     */
    const armWhenOnline = (w: WaveRow, legs: ReadonlyArray<LegWithOrder>, releaseAt: Date) =>
      Effect.gen(function*() {
        const until = Date.now() + Duration.toMillis(timings.resumeOnline)
        const arming: Array<Fiber.Fiber<ReadonlyArray<Armed>>> = []
        const armAll = (some: ReadonlyArray<LegWithOrder>) =>
          some.length === 0
            ? Effect.void
            : Effect.forEach(some, (l) => arm(w, l, releaseAt), { concurrency: "unbounded" }).pipe(
              Effect.fork,
              Effect.map((f) => void arming.push(f))
            )
        let left = legs
        let asked = false
        for (;;) {
          const standings = yield* repo.standings(left.map((l) => l.accountId))
          const coming = left.filter((l) => readinessOf(standings.get(l.accountId), undefined)._tag === "Coming")
          yield* armAll(left.filter((l) => !coming.includes(l)))
          left = coming
          if (left.length === 0) break
          if (Date.now() >= until) {
            yield* armAll(left)
            break
          }
          if (!asked) {
            asked = true
            yield* Effect.forEach(left, (l) => Effect.ignore(actor(l.accountId).Warm({ reason: "prepare" })), { concurrency: 50, discard: true })
          }
          yield* sleep(Duration.toMillis(timings.poll))
        }
        return (yield* Effect.forEach(arming, Fiber.join)).flat()
      })

    /**
     * Dispatching: arm every leg that has no order yet, then wait for every leg's result and settle. `fresh`: this
     * process released the wave a moment ago, on accounts the barrier had just seen online, so every leg is armed at
     * once; a wave with no executeAt then leaves as soon as every leg is armed (the lead is only the fallback).
     */
    const dispatch = (w: WaveRow, fresh: boolean) =>
      Effect.gen(function*() {
        const releaseAt = w.releaseAt ?? new Date()
        const releasedEarly = fresh && w.executeAt === null
        const legs = yield* repo.legs(w.id)
        const unarmed = legs.filter((l) => l.skipReason === null && l.orderState === null && l.finalState === null)
        if (unarmed.length > 0 && Date.now() >= w.deadline.getTime()) {
          // Resumed after a stop that outlasted expiresAt: a leg not sent by then is not sent late.
          yield* repo.skip(w.id, unarmed.map((l) => ({ position: l.position, reason: "expired" as const, detail: "expiresAt passed before the leg was sent." })))
        } else {
          // One message per leg; what they answer is written once all are armed (and released), so that the
          // database serves the actors' own writes first while the release approaches.
          const armingFrom = Date.now()
          const answers = fresh
            ? yield* Effect.forEach(unarmed, (l) => arm(w, l, releaseAt), { concurrency: "unbounded" })
            : yield* armWhenOnline(w, unarmed, releaseAt)
          if (fresh) armingTook(unarmed.length, Date.now() - armingFrom)
          if (releasedEarly) yield* releaseNow(releaseAt, w.id)
          yield* repo.armed(w.id, answers.flatMap((a) => a.armedAt === null ? [] : [{ position: a.position, armedAt: a.armedAt }]))
          yield* Effect.forEach(answers, (a) => a.failure === null ? Effect.void : repo.failed(w.id, a.position, a.failure), { discard: true })
        }
        // Legs released as soon as armed are final within milliseconds: looked at early.
        let delay = releasedEarly ? 5 : 20
        for (;;) {
          const now = Date.now()
          const states = (yield* repo.legs(w.id)).map((l) => toLeg(l).state)
          if (isWaveDone(states, now, releaseAt.getTime(), Duration.toMillis(timings.settleWindow))) {
            yield* endWave(w.id, { from: ["dispatching"], to: "settled", detail: null })
            return
          }
          // Close to the release results come fast; later, only unresolved legs are left to wait for. A wave released
          // as soon as it was armed is not waited for until its (fallback) release time: an alert hook on several
          // accounts runs its next alert only once this one's wave is final.
          yield* sleep(releasedEarly ? delay : Math.max(delay, releaseAt.getTime() - now))
          delay = Math.min(delay * 2, 1_000)
        }
      })

    const drive = (id: WaveId): Effect.Effect<void> =>
      Effect.gen(function*() {
        const { released, w } = yield* prepare(id)
        if (w !== undefined && w.state === "dispatching") yield* dispatch(w, released)
      }).pipe(
        Effect.provide(context),
        // A failed step is logged and the wave is taken up again: its rows say where it stood.
        Effect.catchAllCause((cause) =>
          Cause.isInterruptedOnly(cause)
            ? Effect.void
            : Effect.logError(`wave ${id} failed a step; resuming`, Cause.pretty(cause, { renderErrorCause: true })).pipe(
              Effect.zipRight(Effect.sleep(Duration.seconds(1))),
              Effect.zipRight(Effect.suspend(() => drive(id)))
            ))
      )

    /** Waves driven here, each with what completes when its driving ends (the wave final, or this process stopping). */
    const driving = new Map<WaveId, Deferred.Deferred<void>>()

    /** Drives the wave unless this process already does. */
    const start = (id: WaveId) =>
      Effect.suspend(() => {
        if (running.has(id)) return Effect.void
        running.add(id)
        const done = Deferred.unsafeMake<void>(FiberId.none)
        driving.set(id, done)
        return FiberSet.run(fibers, drive(id).pipe(Effect.ensuring(Effect.suspend(() => {
          running.delete(id)
          driving.delete(id)
          return Deferred.succeed(done, undefined)
        })))).pipe(Effect.asVoid)
      })

    /**
     * Waits until this process stops driving the wave (it is final), at once when it does not drive it: a caller that
     * follows a wave (an alert hook's next alert waits for it) learns the end when it happens, then reads it once.
     */
    const whenDriven = (id: WaveId): Effect.Effect<void> =>
      Effect.suspend(() => {
        const done = driving.get(id)
        return done === undefined ? Effect.void : Deferred.await(done)
      })

    // Every wave a stop left unfinished, from where it stood; with several processes, also every wave a process that
    // died was driving, once its heartbeat is stale, rather than when some process next starts.
    yield* resumeLeftOver(repo, Effect.flatMap(repo.takeUnfinished, (ids) => Effect.forEach(ids, start, { discard: true })))

    return { start, whenDriven } as const
  })
}) {}
