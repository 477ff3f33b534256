import type { WaveId } from "@svc/domain"
import type { WaveSkipReason, WaveState } from "@svc/domain/resources/wave"
import { dispatchSpreadMs } from "@svc/domain/wave/machine"
import { Effect } from "effect"
import { waveSettled } from "../events/eventTypes.js"
import { Outbox } from "../events/Outbox.js"
import { toLeg, WavesRepo } from "./WavesRepo.js"

export interface Ending {
  readonly from: ReadonlyArray<WaveState>
  readonly to: "settled" | "cancelled" | "abandoned"
  readonly detail: string | null
  /** Cancelled or abandoned: every leg not sent is skipped for this reason. */
  readonly skip?: WaveSkipReason
}

/**
 * Ends a wave in one transaction: the final state (only from one of `from`, so a cancel and a release never both
 * win), the legs' results kept on their rows, and `wave.settled` with the wave and its legs. The wave as it ended,
 * or undefined when it was no longer in one of `from`.
 */
export const endWave = Effect.fn("Waves.end")(function*(id: WaveId, ending: Ending) {
  const repo = yield* WavesRepo
  const outbox = yield* Outbox
  return yield* repo.withTransaction(Effect.gen(function*() {
    const before = yield* repo.legs(id)
    const spread = ending.to === "settled" ? dispatchSpreadMs(before.map((l) => toLeg(l).sentAt)) : null
    const moved = yield* repo.move(id, ending.from, ending.to, {
      stateDetail: ending.detail,
      settledAt: new Date(),
      dispatchSpreadMs: spread
    })
    if (!moved) return undefined
    if (ending.skip !== undefined) yield* repo.skipRest(id, ending.skip, ending.detail ?? ending.to)
    const row = yield* repo.row(id)
    const legs = yield* repo.legs(id)
    const wave = (yield* repo.get(row!.workspaceId, id))!
    yield* repo.keepResults(id, wave.legs, legs.map((l) => l.position))
    yield* outbox.append({ workspaceId: row!.workspaceId, resourceId: id, ...waveSettled(wave) })
    return wave
  })).pipe(Effect.catchTag("SqlError", Effect.die))
})
