import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { Copier } from "./Copier.js"
import { CopyReports } from "./CopyReports.js"
import { ServerSwitch } from "./ServerSwitch.js"
import { Strategies } from "./Strategies.js"
import { Subscriptions } from "./Subscriptions.js"

export const CopyHttp = HttpApiBuilder.group(Api, "copy", (handlers) =>
  Effect.gen(function*() {
    const strategies = yield* Strategies
    const subscriptions = yield* Subscriptions
    const serverSwitch = yield* ServerSwitch
    const reports = yield* CopyReports
    const copier = yield* Copier
    const as = <A, E, R>(f: (p: CurrentPrincipal["Type"]) => Effect.Effect<A, E, R>) => Effect.flatMap(CurrentPrincipal, f)
    return handlers
      .handle("createCopyStrategy", ({ payload }) => as((p) => strategies.create(p, payload)))
      .handle("listCopyStrategies", () => as((p) => strategies.list(p)))
      .handle("getCopyStrategy", ({ path }) => as((p) => strategies.visible(p, path.id)))
      .handle("updateCopyStrategy", ({ path, payload }) =>
        as((p) => strategies.update(p, path.id, payload)).pipe(Effect.tap(() => payload.status === "active" ? copier.resumed() : Effect.void)))
      .handle("archiveCopyStrategy", ({ path }) => as((p) => strategies.archive(p, path.id)))
      .handle("getCopyStatus", () => serverSwitch.status)
      .handle("createCopySubscription", ({ path, payload }) => as((p) => subscriptions.create(p, path.id, payload)))
      .handle("listCopySubscriptions", ({ path }) => as((p) => subscriptions.list(p, path.id)))
      .handle("getCopySubscription", ({ path }) => as((p) => subscriptions.get(p, path.id, path.subscriptionId)))
      .handle("updateCopySubscription", ({ path, payload }) =>
        as((p) => subscriptions.update(p, path.id, path.subscriptionId, payload)).pipe(
          Effect.tap(() => payload.status === "active" ? copier.resumed(path.subscriptionId) : Effect.void)
        ))
      .handle("removeCopySubscription", ({ path, urlParams }) =>
        as((p) =>
          subscriptions.remove(p, path.id, path.subscriptionId).pipe(
            Effect.tap((s) => urlParams.openCopies === "close" ? copier.closeCopies({ ...s, workspaceId: p.workspaceId }) : Effect.void)
          )
        ))
      .handle("listCopyExecutions", ({ path, urlParams }) => as((p) => reports.executions(p, path.id, path.subscriptionId, urlParams)))
      .handle("getCopyDrift", ({ path }) => as((p) => reports.drift(p, path.id, path.subscriptionId)))
      .handle("previewCopy", ({ path, payload }) => as((p) => reports.preview(p, path.id, payload)))
  }))

/** The copy-trading endpoints with their services. */
export const CopyLive = CopyHttp.pipe(
  Layer.provide(Layer.mergeAll(
    Strategies.Default, Subscriptions.Default, ServerSwitch.Default, CopyReports.Default, Copier.Default
  ))
)
