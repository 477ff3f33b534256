import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { setResponseHeader } from "../http/responseHeaders.js"
import { Effect, Layer } from "effect"
import { AccountData } from "./AccountData.js"

const splitList = (s: string | undefined) => (s ?? "").split(",").map((x) => x.trim()).filter((x) => x.length > 0)

export const AccountDataHttp = HttpApiBuilder.group(Api, "accountData", (handlers) =>
  Effect.gen(function*() {
    const data = yield* AccountData
    const workspace = Effect.map(CurrentPrincipal, (p) => p.workspaceId)
    return handlers
      .handle("listPositions", ({ path }) => Effect.flatMap(workspace, (w) => data.positionsOf(w, path.id)))
      .handle("reconcilePositions", ({ path }) => Effect.flatMap(workspace, (w) => data.reconcile(w, path.id)))
      .handle("listDeals", ({ path, urlParams }) => Effect.flatMap(workspace, (w) => data.dealsOf(w, path.id, urlParams)))
      .handle("getQuotes", ({ path, urlParams }) =>
        Effect.flatMap(workspace, (w) => data.quotes(w, path.id, splitList(urlParams.symbols), splitList(urlParams.instruments))).pipe(
          Effect.tapErrorTag("RATE_LIMITED", (e) =>
            setResponseHeader("retry-after", String((e.details?.[0] as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 1)))
        ))
      .handle("calculate", ({ path, payload }) => Effect.flatMap(workspace, (w) => data.calculate(w, path.id, payload)))
  }))

/** The accountData group with its service. */
export const AccountDataLive = AccountDataHttp.pipe(Layer.provide(AccountData.Default))
