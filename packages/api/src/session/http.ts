import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer, Redacted } from "effect"
import { Sessions } from "./Sessions.js"

const SessionHttp = HttpApiBuilder.group(Api, "session", (handlers) =>
  Effect.gen(function*() {
    const sessions = yield* Sessions
    return handlers
      .handle("signIn", ({ payload }) =>
        Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => sessions.signIn(payload, request)))
      .handle("getSession", () => Effect.flatMap(CurrentPrincipal, (p) => sessions.get(p)))
      .handle("signOut", () => Effect.flatMap(CurrentPrincipal, (p) => sessions.signOut(p)))
      .handle("stepUp", ({ payload }) => Effect.flatMap(CurrentPrincipal, (p) => sessions.stepUp(p, Redacted.make(payload.password))))
      .handle("setUpOwner", ({ payload }) => sessions.setUpOwner(payload))
  }))

export const SessionLive = SessionHttp.pipe(Layer.provide(Sessions.Default))
