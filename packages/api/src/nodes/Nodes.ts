import { Duration, Effect, Schedule, type Scope } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../config.js"
import { type Liveness, NodesRepo } from "./NodesRepo.js"

/**
 * This process as the other processes see it: an id, written in `svc_nodes` and kept fresh by a heartbeat every
 * `SVC_RUNNER_HEALTH_CHECK_INTERVAL`. A node whose heartbeat is older than three intervals counts as dead (the
 * same rule the runners apply to each other), so work it owned (an idempotency key's first request) is taken over.
 */
export class Nodes extends Effect.Service<Nodes>()("@svc/api/Nodes", {
  scoped: Effect.gen(function*() {
    const repo = yield* NodesRepo
    const config = yield* AppConfig
    const id = randomUUID()
    const interval = Duration.max(config.runnerHealthCheckInterval, Duration.millis(200))
    /** How long a silent node is still believed alive. */
    const deadAfterMs = Duration.toMillis(interval) * 3
    // Written before anything can claim a key under this id: a key never names a node that was never alive.
    yield* repo.beat(id, config.role).pipe(Effect.orDie)
    yield* repo.beat(id, config.role).pipe(
      Effect.zipRight(repo.forgetDead(Math.max(deadAfterMs * 100, 3_600_000))),
      // A missed beat (the database away for a moment) is the next one's to make up.
      Effect.catchAllCause((cause) => Effect.logWarning("node heartbeat failed", cause)),
      Effect.repeat(Schedule.spaced(interval)),
      Effect.forkScoped
    )
    // Released after the application (the drain included): keys of requests still running stay owned till then.
    yield* Effect.addFinalizer(() => repo.remove(id).pipe(Effect.timeoutOption(Duration.seconds(2)), Effect.ignore))
    /**
     * The only process there is (SVC_ROLE=all): any other node named anywhere is an earlier run of this service,
     * dead, so a retry after a restart never waits out its heartbeat.
     */
    const alone = config.role === "all"
    return { id, deadAfterMs, alone } as const
  }),
  dependencies: [NodesRepo.Default]
}) {}

/**
 * Takes over what stopped or dead owners left (`resume`: a `take…Unfinished` and what runs it): once now, then, with
 * several processes, every `deadAfterMs` in the background, so a process that dies leaves its work to the others once
 * its heartbeat is stale rather than when some process next starts. The only process (`alone`) has nothing to wait
 * for after its start. A failed background pass is logged and the next one tries again.
 */
export const resumeLeftOver = <E, R>(node: Liveness, resume: Effect.Effect<void, E, R>): Effect.Effect<void, E, R | Scope.Scope> =>
  Effect.gen(function*() {
    yield* resume
    if (node.alone) return
    yield* resume.pipe(
      Effect.catchAllCause(Effect.logWarning),
      Effect.repeat(Schedule.spaced(Duration.millis(node.deadAfterMs))),
      Effect.forkScoped
    )
  })
