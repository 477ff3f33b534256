import type { WaveId } from "@svc/domain/ids"
import { finalWaveStates } from "@svc/domain/resources/wave"
import type { MultiAccountOrder, WaveLeg, WaveLegState, WaveSummary } from "@svc/domain/resources/wave"
import type { Duration } from "effect"
import { Effect, Option, Ref, Schedule } from "effect"
import type { ApiClient } from "./Client.js"

/** Where following a wave stops: `settled`, `cancelled` or `abandoned` (the three `wave.settled` reports). */
export const isFinal = (wave: Pick<MultiAccountOrder, "state">): boolean => finalWaveStates.includes(wave.state)

/** A leg whose order reached the broker and stands there: what `summary` counts as landed. */
const landedStates: ReadonlySet<WaveLegState> = new Set<WaveLegState>(["filled", "partially_filled", "placed"])
export const hasLanded = (leg: Pick<WaveLeg, "state">): boolean => landedStates.has(leg.state)

export type WaveWatchOutcome =
  | { readonly _tag: "Ended"; readonly wave: MultiAccountOrder }
  | { readonly _tag: "TimedOut"; readonly wave: Option.Option<MultiAccountOrder> }

/**
 * Polls `GET /v1/execution-waves/{id}` (there is no stream) until the wave is final, or until `timeout` when one is
 * given. Stopping here never touches the wave: it goes on in the service.
 */
export const watchWave = <R>(
  api: ApiClient,
  id: WaveId,
  options: {
    readonly interval: Duration.DurationInput
    readonly timeout: Option.Option<Duration.DurationInput>
    /** Called with every read, for the live view. */
    readonly onWave: (wave: MultiAccountOrder) => Effect.Effect<void, never, R>
  }
) =>
  Effect.gen(function*() {
    const lastSeen = yield* Ref.make(Option.none<MultiAccountOrder>())
    const polling = api.waves.getWave({ path: { id } }).pipe(
      Effect.tap((wave) => Ref.set(lastSeen, Option.some(wave))),
      Effect.tap(options.onWave),
      Effect.repeat(
        Schedule.recurWhile((w: MultiAccountOrder) => !isFinal(w)).pipe(Schedule.addDelay(() => options.interval))
      )
    )
    const final = yield* Option.match(options.timeout, {
      onNone: () => Effect.map(polling, Option.some),
      onSome: (timeout) => Effect.timeoutOption(polling, timeout)
    })
    const outcome: WaveWatchOutcome = Option.isSome(final)
      ? { _tag: "Ended", wave: final.value }
      : { _tag: "TimedOut", wave: yield* Ref.get(lastSeen) }
    return outcome
  })

const summaryOrder: ReadonlyArray<readonly [keyof WaveSummary, string]> = [
  ["filled", "filled"],
  ["partiallyFilled", "partially filled"],
  ["placed", "placed"],
  ["sending", "sending"],
  ["armed", "armed"],
  ["pending", "pending"],
  ["unresolved", "unresolved"],
  ["rejected", "rejected"],
  ["failed", "failed"],
  ["skipped", "skipped"]
]

/** `4 filled, 1 armed, 1 skipped of 6`: the leg counts that are not zero. */
export const summaryText = (summary: WaveSummary): string => {
  const counts = summaryOrder.filter(([key]) => summary[key] > 0).map(([key, label]) => `${summary[key]} ${label}`)
  return `${counts.length === 0 ? "no legs" : counts.join(", ")} of ${summary.total}`
}

/** The one status line of the live view. */
export const statusText = (wave: MultiAccountOrder): string => {
  const when = wave.state === "waiting" && wave.executeAt !== null ? ` until ${wave.executeAt.toISOString()}` : ""
  const spread = wave.dispatchSpreadMs === null ? "" : `; dispatch spread ${wave.dispatchSpreadMs} ms`
  return `wave ${wave.id} ${wave.state}${when}: ${summaryText(wave.summary)}${spread}`
}

/** One leg as the live view reports a change: its state and what came of it. */
export const legText = (leg: WaveLeg): string =>
  [
    `  ${leg.accountId} ${leg.state}`,
    ...(leg.skipReason === null ? [] : [leg.skipReason]),
    ...(leg.filledPrice === null ? [] : [`@ ${leg.filledPrice}`]),
    ...(leg.retcode === null ? [] : [`retcode ${leg.retcode}`]),
    ...(leg.orderId === null ? [] : [`order ${leg.orderId}`]),
    ...(leg.detail === null ? [] : [`(${leg.detail})`])
  ].join(" ")

/**
 * The legs whose state changed since the previous read. On the first read only legs past `pending` are reported:
 * a wave of 500 accounts starts with 500 pending legs, which say nothing yet.
 */
export const changedLegs = (
  previous: Pick<MultiAccountOrder, "legs"> | undefined,
  current: Pick<MultiAccountOrder, "legs">
): ReadonlyArray<WaveLeg> => {
  const before = new Map((previous?.legs ?? []).map((l) => [l.accountId, l.state] as const))
  return current.legs.filter((leg) => {
    const was = before.get(leg.accountId)
    return was === undefined ? leg.state !== "pending" : was !== leg.state
  })
}

/** States a leg passes through on its way to landing: many at once are counted, not listed. */
const routineStates: ReadonlySet<WaveLegState> = new Set<WaveLegState>(["armed", "sending", "filled", "partially_filled", "placed"])

/** Up to this many legs reaching one routine state in one read are listed one by one. */
const listedPerState = 10

/**
 * What the live view prints for the legs that changed in one read. A wave of 500 accounts arms and fills them all
 * within a read or two: those are counted per state (`  480 legs filled`), as the final table lists each. A leg that
 * did not land (skipped, rejected, failed, unresolved) is always listed with its reason.
 */
export const changeLines = (changed: ReadonlyArray<WaveLeg>): ReadonlyArray<string> => {
  const counts = new Map<WaveLegState, number>()
  for (const leg of changed) if (routineStates.has(leg.state)) counts.set(leg.state, (counts.get(leg.state) ?? 0) + 1)
  const counted = [...counts].filter(([, n]) => n > listedPerState)
  const isCounted = (leg: WaveLeg) => counted.some(([state]) => state === leg.state)
  return [
    ...counted.map(([state, n]) => `  ${n} legs ${state}`),
    ...changed.filter((leg) => !isCounted(leg)).map(legText)
  ]
}
