import { FetchHttpClient } from "@effect/platform"
import * as OtlpSerialization from "@effect/opentelemetry/OtlpSerialization"
import * as OtlpTracer from "@effect/opentelemetry/OtlpTracer"
import { Layer, Option } from "effect"
import type { AppConfig } from "../config.js"

/** The OTLP/HTTP traces address under a base endpoint, as the OpenTelemetry SDKs read `OTEL_EXPORTER_OTLP_ENDPOINT`. */
export const tracesUrl = (endpoint: URL): string => new URL("v1/traces", endpoint.href.endsWith("/") ? endpoint : `${endpoint.href}/`).toString()

/**
 * Spans exported over OTLP/HTTP (JSON) in batches when OTEL_EXPORTER_OTLP_ENDPOINT is set; `undefined` otherwise, and
 * the server then switches spans off altogether (see `withHttpServer`): building them for nobody cost about a tenth of
 * the order path's CPU. Effect's own exporter needs no OpenTelemetry SDK at run time.
 */
export const otlpTracerLayer = (config: AppConfig): Layer.Layer<never> | undefined =>
  Option.match(config.otlpEndpoint, {
    onNone: () => undefined,
    onSome: (endpoint) =>
      OtlpTracer.layer({ url: tracesUrl(endpoint), resource: { serviceName: config.otelServiceName } }).pipe(
        Layer.provide(OtlpSerialization.layerJson),
        Layer.provide(FetchHttpClient.layer)
      )
  })
