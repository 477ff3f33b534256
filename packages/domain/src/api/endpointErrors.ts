import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import type { Schema } from "effect"
import { apiError, type ErrorClass } from "../errors.js"

/** An endpoint, a group or the whole API with the errors `E` added to those it had. */
export type WithErrors<T, E> =
  T extends HttpApiEndpoint.HttpApiEndpoint<
    infer Name, infer Method, infer Path, infer UrlParams, infer Payload, infer Headers, infer Success, infer Error, infer R,
    infer RE
  > ? HttpApiEndpoint.HttpApiEndpoint<Name, Method, Path, UrlParams, Payload, Headers, Success, Error | E, R, RE>
  : T extends HttpApiGroup.HttpApiGroup<infer Id, infer Endpoints, infer Error, infer R, infer TopLevel>
    ? HttpApiGroup.HttpApiGroup<Id, Endpoints, Error | E, R, TopLevel>
  : T extends HttpApi.HttpApi<infer Id, infer Groups, infer Error, infer R> ? HttpApi.HttpApi<Id, Groups, Error | E, R>
  : never

type CanAddError = { readonly addError: (schema: Schema.Schema.AnyNoContext) => CanAddError }

/**
 * The spec codes an endpoint (or every endpoint of a group, or of the API) can answer:
 * `.pipe(errors(NotFound, FeatureNotInPlan))` is `.addError(apiError(NotFound)).addError(apiError(FeatureNotInPlan))`.
 * The order is kept: codes sharing a status are listed in the OpenAPI document in the order they were added.
 */
export const errors = <const Classes extends ReadonlyArray<ErrorClass>>(...classes: Classes) =>
  <T extends CanAddError>(target: T): WithErrors<T, InstanceType<Classes[number]>> =>
    // `WithErrors` says what each `addError` adds; the loop itself sees only that there is one to call.
    classes.reduce((added, cls) => added.addError(apiError(cls)), target as CanAddError) as WithErrors<
      T, InstanceType<Classes[number]>
    >
