import { Command, Options } from "@effect/cli"
import { Readiness } from "@svc/domain/api/health"
import { Effect, Schema } from "effect"
import { baseUrlOption, jsonOption, makeApiClient } from "../Client.js"
import { CommandFailed } from "../Failure.js"
import { emit, table } from "../Render.js"

const isReadiness = Schema.is(Readiness)

const readiness = (r: Pick<typeof Readiness.Type, "status" | "checks">) =>
  `status  ${r.status}\n\n${table(Object.entries(r.checks), [["CHECK", ([name]) => name], ["RESULT", ([, result]) => result]])}`

/** Health needs no key: it is what an operator runs first when something looks wrong. */
const health = Command.make(
  "health",
  {
    baseUrl: baseUrlOption,
    json: jsonOption,
    live: Options.boolean("live").pipe(
      Options.withDescription("Only check that the process answers (/healthz), not that it can serve traffic.")
    )
  },
  ({ baseUrl, json, live }) =>
    Effect.gen(function*() {
      const api = yield* makeApiClient({ baseUrl })
      if (live) {
        const { status } = yield* api.health.healthz()
        return yield* emit(json, { status }, (h) => `status  ${h.status}`)
      }
      // 503 carries the same body as 200: which checks failed is the useful part, so it is printed either way.
      const ready = yield* api.health.readyz().pipe(
        Effect.map((r) => ({ ready: true, status: r.status, checks: r.checks })),
        Effect.catchIf(isReadiness, (r) => Effect.succeed({ ready: false, status: r.status, checks: r.checks }))
      )
      yield* emit(json, { status: ready.status, checks: ready.checks }, readiness)
      if (!ready.ready) return yield* new CommandFailed({ message: "the service is not ready to serve traffic" })
    })
).pipe(Command.withDescription("Check that the service can serve traffic (GET /readyz); exits 1 when it cannot."))

export const healthCommand = health
