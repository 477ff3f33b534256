import type { AccountId, WaveId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import type { PendingKind } from "@svc/domain/api/trading"
import type { DecimalString } from "@svc/domain"
import { barrier, isFinalWave, isWaveDone, type Readiness } from "@svc/domain/wave/machine"
import { Cause, Context, Duration, Effect, FiberSet } from "effect"
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

    /** Preparing and waiting: bring accounts online and apply the barrier until the wave is released or ends. */
    const prepare = (id: WaveId) =>
      Effect.gen(function*() {
        const warmFailures = new Map<AccountId, Readiness>()
        const lastWarm = new Map<AccountId, number>()
        for (;;) {
          const w = yield* repo.row(id)
          if (w === undefined || w.state === "dispatching" || isFinalWave(w.state)) return w
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
            yield* Effect.forEach(toWarm, (l) => {
              lastWarm.set(l.accountId, now)
              return actor(l.accountId).Warm({ reason: "prepare" }).pipe(
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
            }, { concurrency: 50, discard: true })
            continue
          }
          const lead = Duration.toMillis(timings.armLead) + legs.length * Duration.toMillis(timings.armPerLeg)
          const releaseAt = now + lead
          const executeAt = w.executeAt?.getTime() ?? null
          const decision = barrier({
            policy: w.barrierPolicy,
            accounts: legs.map((l) => readinessOf(standings.get(l.accountId), warmFailures.get(l.accountId))),
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
                if (moved) yield* repo.skip(id, decision.skip.map((s) => ({ position: legs[s.index]!.position, reason: s.reason, detail: s.detail })))
              })).pipe(Effect.catchTag("SqlError", Effect.die))
              continue
            }
          }
        }
      })

    /**
     * A released wave resumed after a restart finds its accounts down (the boot rests them in standby): they are
     * brought up again before their legs are armed, for up to the login time, instead of failing the legs.
     */
    const onlineForArming = (legs: ReadonlyArray<LegWithOrder>) =>
      Effect.gen(function*() {
        const ids = legs.map((l) => l.accountId)
        const until = Date.now() + Duration.toMillis(timings.resumeOnline)
        let asked = false
        for (;;) {
          const standings = yield* repo.standings(ids)
          const coming = ids.filter((id) => readinessOf(standings.get(id), undefined)._tag === "Coming")
          if (coming.length === 0 || Date.now() >= until) return
          if (!asked) {
            asked = true
            yield* Effect.forEach(coming, (id) => Effect.ignore(actor(id).Warm({ reason: "prepare" })), { concurrency: 50, discard: true })
          }
          yield* sleep(Duration.toMillis(timings.poll))
        }
      })

    /** Dispatching: arm every leg that has no order yet, then wait for every leg's result and settle. */
    const dispatch = (w: WaveRow) =>
      Effect.gen(function*() {
        const releaseAt = w.releaseAt ?? new Date()
        const legs = yield* repo.legs(w.id)
        const unarmed = legs.filter((l) => l.skipReason === null && l.orderState === null && l.finalState === null)
        if (unarmed.length > 0 && Date.now() >= w.deadline.getTime()) {
          // Resumed after a stop that outlasted expiresAt: a leg not sent by then is not sent late.
          yield* repo.skip(w.id, unarmed.map((l) => ({ position: l.position, reason: "expired" as const, detail: "expiresAt passed before the leg was sent." })))
        } else {
          yield* onlineForArming(unarmed)
          // One message per leg; what they answer is written once all are armed, so that the database serves the
          // actors' own writes first while the release approaches.
          const answers = yield* Effect.forEach(unarmed, (l) =>
            actor(l.accountId).ArmLeg({ waveId: w.id, command: commandOf(w, l), releaseAt }).pipe(
              Effect.map((outcome) => ({ position: l.position, armedAt: outcome._tag === "Armed" ? outcome.armedAt : null, failure: null })),
              Effect.catchAll((e) => Effect.succeed({
                position: l.position,
                armedAt: null,
                failure: (e as { readonly message?: string }).message ?? "The leg could not be armed."
              }))
            ), { concurrency: "unbounded" })
          yield* repo.armed(w.id, answers.flatMap((a) => a.armedAt === null ? [] : [{ position: a.position, armedAt: a.armedAt }]))
          yield* Effect.forEach(answers, (a) => a.failure === null ? Effect.void : repo.failed(w.id, a.position, a.failure), { discard: true })
        }
        let delay = 20
        for (;;) {
          const now = Date.now()
          const states = (yield* repo.legs(w.id)).map((l) => toLeg(l).state)
          if (isWaveDone(states, now, releaseAt.getTime(), Duration.toMillis(timings.settleWindow))) {
            yield* endWave(w.id, { from: ["dispatching"], to: "settled", detail: null })
            return
          }
          // Close to the release results come fast; later, only unresolved legs are left to wait for.
          yield* sleep(Math.max(delay, releaseAt.getTime() - now))
          delay = Math.min(delay * 2, 1_000)
        }
      })

    const drive = (id: WaveId): Effect.Effect<void> =>
      Effect.gen(function*() {
        const w = yield* prepare(id)
        if (w !== undefined && w.state === "dispatching") yield* dispatch(w)
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

    /** Drives the wave unless this process already does. */
    const start = (id: WaveId) =>
      Effect.suspend(() => {
        if (running.has(id)) return Effect.void
        running.add(id)
        return FiberSet.run(fibers, drive(id).pipe(Effect.ensuring(Effect.sync(() => running.delete(id))))).pipe(Effect.asVoid)
      })

    // Every wave a stop left unfinished, from where it stood.
    yield* Effect.flatMap(repo.unfinished, (ids) => Effect.forEach(ids, start, { discard: true }))

    return { start } as const
  })
}) {}
