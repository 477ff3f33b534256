import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"

export const Health = Schema.Struct({ status: Schema.String, requestId: Schema.String }).annotations({ identifier: "Health" })
export const Readiness = Schema.Struct({
  status: Schema.String,
  checks: Schema.Record({ key: Schema.String, value: Schema.String }),
  requestId: Schema.String
}).annotations({ identifier: "Readiness" })

export class HealthGroup extends HttpApiGroup.make("health")
  .annotate(OpenApi.Title, "Health")
  .annotate(OpenApi.Description, "Liveness and readiness for load balancers and orchestrators; no authentication.")
  .add(HttpApiEndpoint.get("healthz", "/healthz")
      .annotate(OpenApi.Summary, "Liveness")
      .annotate(OpenApi.Description, "Answers 200 whenever the process is up; no authentication.").addSuccess(Health))
  .add(
    HttpApiEndpoint.get("readyz", "/readyz")
      .annotate(OpenApi.Summary, "Readiness")
      .annotate(OpenApi.Description, "200 when the service can take traffic, including storing and using broker credentials; 503 `NotReady` with the failing `checks` otherwise. No authentication.")
      .addSuccess(Readiness)
      .addError(Readiness.annotations(HttpApiSchema.annotations({ status: 503, identifier: "NotReady" })))
  )
{}
