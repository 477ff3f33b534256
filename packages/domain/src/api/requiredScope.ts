import { OpenApi } from "@effect/platform"
import { Context } from "effect"
import type { Scope } from "../scopes.js"

/**
 * The scope an endpoint needs, annotated on the endpoint in the contract. The server's authentication reads it
 * from there, and the OpenAPI description and README table are generated from it: one source of truth.
 * `"authenticated"` means any valid key. An authenticated endpoint without the annotation needs `admin` (fail closed).
 */
export class RequiredScope extends Context.Tag("@svc/domain/RequiredScope")<RequiredScope, Scope | "authenticated">() {}

/** Annotations for an endpoint needing `scope`: read by the server, and written into the OpenAPI operation. */
export const requires = (scope: Scope | "authenticated") =>
  Context.make(RequiredScope, scope).pipe(
    Context.add(OpenApi.Transform, (operation: Record<string, unknown>) => {
      const note = scope === "authenticated" ? "Any valid API key." : `Required scope: \`${scope}\`.`
      const description = typeof operation.description === "string" ? `${operation.description}\n\n${note}` : note
      return { ...operation, description, "x-required-scope": scope }
    })
  )
