import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Errors } from "@svc/domain"
import { Duration, Effect, Fiber, FiberRef, Layer, Option } from "effect"
import { PositionsRepo } from "../accountData/PositionsRepo.js"
import { IdempotencyKeysRepo } from "../trading/IdempotencyKeysRepo.js"
import { OrdersRepo } from "../orders/OrdersRepo.js"
import { Trading } from "../trading/Trading.js"
import { Waves } from "../waves/Waves.js"
import { WaveRunner } from "../waves/WaveRunner.js"
import { WavesRepo } from "../waves/WavesRepo.js"
import { AlertHooks } from "./AlertHooks.js"
import { AlertHooksRepo } from "./AlertHooksRepo.js"
import { AlertRunner } from "./AlertRunner.js"
import { AlertsRepo } from "./AlertsRepo.js"
import { Plans } from "../billing/Plans.js"

const AlertHooksHttp = HttpApiBuilder.group(Api, "alertHooks", (handlers) =>
  Effect.gen(function*() {
    const hooks = yield* AlertHooks
    return handlers
      .handle("createAlertHook", ({ payload, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.create(p.workspaceId, payload, request.headers.host)))
      .handle("listAlertHooks", ({ request }) => Effect.flatMap(CurrentPrincipal, (p) => hooks.list(p.workspaceId, request.headers.host)))
      .handle("getAlertHook", ({ path, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.get(p.workspaceId, path.id, request.headers.host)))
      .handle("updateAlertHook", ({ path, payload, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.update(p.workspaceId, path.id, payload, request.headers.host)))
      .handle("deleteAlertHook", ({ path, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.remove(p.workspaceId, path.id, request.headers.host)))
      .handle("disableAlertHook", ({ path, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.disable(p.workspaceId, path.id, request.headers.host)))
      .handle("enableAlertHook", ({ path, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.enable(p.workspaceId, path.id, request.headers.host)))
      .handle("rotateAlertHook", ({ path, request }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.rotate(p.workspaceId, path.id, request.headers.host)))
      .handle("listAlerts", ({ path, urlParams }) =>
        Effect.flatMap(CurrentPrincipal, (p) => hooks.listAlerts(p.workspaceId, path.id, urlParams)))
  }))

/** TradingView cancels a request after 3 s: answer within this, whatever the database does. */
const answerBudget = Duration.millis(2_500)
const delayed = new Errors.AlertDelayed({
  message: "The alert could not be looked at in time; it may still run. A resend is recognised as the same alert."
})

/** Raw: the body is whatever the platform sent (JSON or text), read as text and recorded even when unreadable. */
const AlertInboundHttp = HttpApiBuilder.group(Api, "alertInbound", (handlers) =>
  Effect.gen(function*() {
    const hooks = yield* AlertHooks
    return handlers.handleRaw("receiveTradingViewAlert", ({ path, request }) =>
      Effect.gen(function*() {
        const body = yield* request.text.pipe(Effect.orElseSucceed(() => ""))
        const forwarded = request.headers["x-forwarded-for"]
        // Run apart from the request: when the budget runs out the alert still gets recorded (and run, if accepted)
        // while the answer tells TradingView to resend, and the resend is recognised as the same alert.
        const receiving = yield* Effect.forkDaemon(hooks.receive({
          secret: path.secret,
          body,
          peer: Option.getOrUndefined(request.remoteAddress),
          forwardedFor: forwarded
        }))
        const { receipt, status } = yield* Fiber.join(receiving).pipe(
          Effect.timeoutFail({ duration: answerBudget, onTimeout: () => delayed })
        )
        const requestId = yield* FiberRef.get(CurrentRequestId)
        return HttpServerResponse.unsafeJson({ data: receipt, requestId }, { status })
      }))
  }))

// The same layer values the trading and waves features provide: built once, shared (one wave runner, one key set).
const Execution = AlertRunner.Default.pipe(
  Layer.provide(Layer.mergeAll(
    AlertsRepo.Default, AlertHooksRepo.Default, Trading.Default, Plans.Default, PositionsRepo.Default, OrdersRepo.Default,
    IdempotencyKeysRepo.Default, Waves.Default
  )),
  Layer.provide(WaveRunner.Default),
  Layer.provide(WavesRepo.Default)
)

/** Alert hooks over HTTP (managed with a key) and the inbound URL (the secret is the credential). */
export const AlertHooksLive = Layer.mergeAll(AlertHooksHttp, AlertInboundHttp).pipe(
  Layer.provide(AlertHooks.Default),
  Layer.provide(Execution)
)
