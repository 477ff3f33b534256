import { RunnerHealth, Runners } from "@effect/cluster"
import type { RunnerAddress } from "@effect/cluster/RunnerAddress"
import { Duration, Effect, Layer, Schedule } from "effect"

/**
 * How the cluster's health check decides that a runner is dead: its ping, tried three times 250 ms apart.
 *
 * @effect/cluster's own `layerPing` tries six times 500 ms apart (2.5 s of tries on top of the check's interval)
 * before a killed runner's shards may move. A ping only fails at once when the runner's port refuses the connection
 * or drops it, which on a live runner is a blip, not a pause: a runner that is merely slow (loaded, in a GC pause)
 * still answers, and each ping waits up to 10 s for that answer before it counts as failed, as before. Three
 * refusals over half a second are a process that is gone. A frozen runner (SIGSTOP) keeps its connections open and so
 * is judged by the 10 s wait, as before.
 */
export const pingAttempts = 3
const pingSpacing = Duration.millis(250)
const pingTimeout = Duration.seconds(10)

export const isAliveBy = (ping: (address: RunnerAddress) => Effect.Effect<void, unknown>) => (address: RunnerAddress) =>
  ping(address).pipe(
    Effect.timeout(pingTimeout),
    Effect.retry({ times: pingAttempts - 1, schedule: Schedule.spaced(pingSpacing) }),
    Effect.isSuccess
  )

/** The runner's health check over the runners' own RPC ping (needs the runners' client protocol, as `layerPing`). */
export const layer: Layer.Layer<RunnerHealth.RunnerHealth, never, Runners.Runners> = Layer.effect(
  RunnerHealth.RunnerHealth,
  Effect.map(Runners.Runners, (runners) => RunnerHealth.RunnerHealth.of({ isAlive: isAliveBy(runners.ping) }))
)
