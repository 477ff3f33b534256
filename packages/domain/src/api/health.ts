import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

export const Health = Schema.Struct({ status: Schema.String, requestId: Schema.String }).annotations({ identifier: "Health" })
export const Readiness = Schema.Struct({
  status: Schema.String,
  checks: Schema.Record({ key: Schema.String, value: Schema.String }),
  requestId: Schema.String
}).annotations({ identifier: "Readiness" })

export class HealthGroup extends HttpApiGroup.make("health")
  .add(HttpApiEndpoint.get("healthz", "/healthz").addSuccess(Health))
  .add(
    HttpApiEndpoint.get("readyz", "/readyz")
      .addSuccess(Readiness)
      .addError(Readiness.annotations(HttpApiSchema.annotations({ status: 503, identifier: "NotReady" })))
  )
{}
