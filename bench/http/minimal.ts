// The framework's own floor, for the decomposition of the service's per-request cost: the health route served
// (a) by @effect/platform's HttpServer with no router (BENCH_MINIMAL=server) and (b) by an HttpApi of that one
// endpoint, the same schema, nothing else (BENCH_MINIMAL=api), both on NodeHttpServer.
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServer, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Health } from "@svc/domain/api/health"
import { Effect, Layer } from "effect"
import { createServer } from "node:http"

class MinimalApi extends HttpApi.make("minimal").add(
  HttpApiGroup.make("health").add(HttpApiEndpoint.get("healthz", "/healthz").addSuccess(Health))
) {}

const ApiLive = HttpApiBuilder.api(MinimalApi).pipe(
  Layer.provide(HttpApiBuilder.group(MinimalApi, "health", (h) => h.handle("healthz", () => Effect.succeed({ status: "ok", requestId: "req_00000000000000000000" }))))
)

const server = NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })
const app = process.env.BENCH_MINIMAL === "server"
  ? HttpServer.serve(Effect.succeed(HttpServerResponse.unsafeJson({ status: "ok", requestId: "req_00000000000000000000" })))
  : HttpApiBuilder.serve().pipe(Layer.provide(ApiLive))

Layer.launch(app.pipe(
  Layer.provideMerge(server),
  Layer.provide(Layer.setTracerEnabled(false)),
  Layer.tap((ctx) => Effect.sync(() => {
    const address = ctx.unsafeMap.get(HttpServer.HttpServer.key) as HttpServer.HttpServer
    console.log(`LISTENING ${address.address._tag === "TcpAddress" ? address.address.port : 0}`)
  }))
)).pipe(NodeRuntime.runMain)
