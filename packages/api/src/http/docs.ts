import { HttpApiBuilder, HttpApiScalar } from "@effect/platform"
import { Layer } from "effect"

/** `/openapi.json` (OpenAPI 3.1, generated from the contract) and an interactive reference at `/docs`. */
export const DocsLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" }),
  HttpApiScalar.layer({ path: "/docs" })
)
