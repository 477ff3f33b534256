import { HttpApi, HttpApiMiddleware } from "@effect/platform"
import { Context, Option } from "effect"
import { Api } from "./Api.js"
import { RequiredScope, SessionStepUp } from "./requiredScope.js"

export interface ScopeRow {
  readonly method: string
  readonly path: string
  readonly name: string
  readonly scope: RequiredScope["Type"] | "none"
  /** A console session must also have confirmed its password (step-up); keys need only the scope. */
  readonly sessionStepUp: boolean
}

/** The scope of every endpoint, read from the contract's annotations: the README table and the server use this. */
export const scopeTable = (): ReadonlyArray<ScopeRow> => {
  const rows: Array<ScopeRow> = []
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, mergedAnnotations, middleware }) => {
      const authenticated = [...middleware].some((m) => HttpApiMiddleware.isSecurity(m))
      const scope = Context.getOption(mergedAnnotations, RequiredScope)
      rows.push({
        method: endpoint.method,
        path: endpoint.path,
        name: endpoint.name,
        // Fail closed: an authenticated endpoint that forgot its annotation needs `admin`.
        scope: authenticated ? Option.getOrElse(scope, () => "admin" as const) : "none",
        sessionStepUp: authenticated && Option.isSome(Context.getOption(mergedAnnotations, SessionStepUp))
      })
    }
  })
  return rows
}

const scopeCell = (scope: ScopeRow["scope"]) =>
  scope === "none"
    ? "none"
    : scope === "authenticated"
    ? "any key or session"
    : scope === "person" || scope === "confirmed person"
    ? `${scope} (session)`
    : `\`${scope}\``

/** The README's scope table rows, one per endpoint. */
export const scopeTableMarkdown = (): ReadonlyArray<string> =>
  scopeTable().map((r) =>
    `| ${r.method} | \`${r.path.replace(/:(\w+)/g, "{$1}")}\` | ${scopeCell(r.scope)}${r.sessionStepUp ? "; a session confirms (step-up)" : ""} |`
  )
