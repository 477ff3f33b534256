import type { AccountId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import { Duration, Effect, Exit, Ref, Schedule } from "effect"
import { AppConfig } from "../config.js"
import { NodesRepo } from "../nodes/NodesRepo.js"
import { AccountsRepo } from "./AccountsRepo.js"
import { liveStates } from "./Boot.js"

/**
 * What the keeper remembers between passes: the live runners it saw last, how many passes ago they last changed,
 * how many passes since the last full sweep, and the accounts whose actor answered a warm since then (up on a live
 * runner: nothing moves them until the runners change).
 */
export interface KeeperState {
  readonly runners: ReadonlySet<string> | undefined
  readonly passesSinceChange: number
  readonly passesSinceSweep: number
  readonly up: ReadonlySet<AccountId>
}

export const initialKeeperState: KeeperState = { runners: undefined, passesSinceChange: 0, passesSinceSweep: 0, up: new Set() }

export interface KeeperTuning {
  /**
   * Passes after a change of runners during which every account is warmed: the cluster moves a dead runner's
   * shards (or a joining runner's share) some time after its heartbeat shows it, and a warm sent to a shard not
   * yet moved is not an actor up.
   */
  readonly settlePasses: number
  /** A full sweep at least every this many passes: a safety net for an actor that stopped where nothing saw it. */
  readonly sweepEvery: number
}

export const defaultKeeperTuning: KeeperTuning = { settlePasses: 4, sweepEvery: 20 }

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x))

/**
 * One pass: warms every account to keep up on the first pass, while the runners change and at each sweep; between
 * them only the accounts not known to be up (new ones, and those whose warm failed). Returns what the next pass
 * starts from. Every account's warm is its own: one failing (its runner away mid-move) is the next pass's to retry.
 */
export const keeperPass = <R>(
  state: KeeperState,
  sources: {
    readonly accounts: ReadonlyArray<AccountId>
    readonly runners: ReadonlySet<string>
    readonly warm: (id: AccountId) => Effect.Effect<unknown, unknown, R>
  },
  tuning: KeeperTuning = defaultKeeperTuning
): Effect.Effect<KeeperState, never, R> =>
  Effect.gen(function*() {
    const changed = state.runners === undefined || !sameSet(state.runners, sources.runners)
    const passesSinceChange = changed ? 0 : state.passesSinceChange + 1
    const full = passesSinceChange < tuning.settlePasses || state.passesSinceSweep + 1 >= tuning.sweepEvery
    const toWarm = full ? sources.accounts : sources.accounts.filter((id) => !state.up.has(id))
    const up = new Set(full ? [] : sources.accounts.filter((id) => state.up.has(id)))
    yield* Effect.forEach(toWarm, (id) =>
      Effect.exit(sources.warm(id)).pipe(Effect.map((exit) => {
        if (Exit.isSuccess(exit)) up.add(id)
      })), { concurrency: 50, discard: true })
    return { runners: sources.runners, passesSinceChange, passesSinceSweep: full ? 0 : state.passesSinceSweep + 1, up }
  })

/**
 * The cluster's upkeep of accounts that must stay up (a cluster singleton on the runners): an entity starts on a
 * runner only when a message reaches it, so after a runner dies nothing would bring its always_on accounts (or
 * those with orders to confirm) back on their new owners. Each health-check interval the keeper tells the accounts
 * that may be down to warm (see keeperPass): an actor that is already up takes that as a no-op, one whose shard just
 * moved starts there and confirms the orders the dead runner left. Warming all of them every interval cost a message
 * per account each time (about 100/s at 300 accounts) for nothing while no runner changed. In one process the boot
 * does this once (BootLive): nothing moves there.
 */
export class AccountKeeper {
  static readonly run = Effect.gen(function*() {
    const accounts = yield* AccountsRepo
    const nodes = yield* NodesRepo
    const actor = yield* AccountEntity.client
    const config = yield* AppConfig
    const interval = Duration.max(config.runnerHealthCheckInterval, Duration.seconds(1))
    // Sooner than the nodes' own rule (three intervals): taking a live runner for dead costs only a sweep.
    const runnerSilentMs = Duration.toMillis(interval) * 2
    const state = yield* Ref.make(initialKeeperState)
    const pass = Effect.gen(function*() {
      // Also the accounts the database shows online: one whose runner died shows so until its actor starts again,
      // which then reconnects it (resumeAfterRestart), as the single process's boot brings stale sessions back.
      const ids = [...new Set([...(yield* accounts.toStartAtBoot), ...(yield* accounts.idsInStates(liveStates))])]
      const runners = new Set(yield* nodes.aliveIds("runner", runnerSilentMs))
      const next = yield* keeperPass(yield* Ref.get(state), {
        accounts: ids,
        runners,
        warm: (id) =>
          actor(id).Warm({ reason: "always_on" }).pipe(
            Effect.tapErrorCause((cause) => Effect.logDebug(`account keeper: ${id} did not warm`, cause))
          )
      })
      yield* Ref.set(state, next)
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("account keeper: a pass failed", cause)))
    yield* pass.pipe(Effect.repeat(Schedule.spaced(interval)))
  }).pipe(Effect.provide([AccountsRepo.Default, NodesRepo.Default]))
}
