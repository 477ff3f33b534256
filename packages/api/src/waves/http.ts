import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { setResponseHeader } from "../http/responseHeaders.js"
import { Effect, Layer } from "effect"
import { Waves } from "./Waves.js"
import { WaveRunner } from "./WaveRunner.js"
import { WavesRepo } from "./WavesRepo.js"

export const WavesHttp = HttpApiBuilder.group(Api, "waves", (handlers) =>
  Effect.gen(function*() {
    const waves = yield* Waves
    return handlers
      .handle("createWave", ({ headers, payload }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const { replayed, wave } = yield* waves.create(p, headers["idempotency-key"], payload)
          if (replayed) yield* setResponseHeader("idempotent-replayed", "true")
          return wave
        }))
      .handle("listWaves", ({ urlParams }) => Effect.flatMap(CurrentPrincipal, (p) => waves.list(p, urlParams)))
      .handle("getWave", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => waves.get(p, path.id)))
      .handle("cancelWave", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => waves.cancel(p, path.id)))
  }))

/** The waves endpoints with their services; the runner resumes unfinished waves when it is built. */
export const WavesLive = WavesHttp.pipe(
  Layer.provide(Waves.Default),
  Layer.provide(WaveRunner.Default),
  Layer.provide(WavesRepo.Default)
)
