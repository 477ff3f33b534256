/**
 * A terminal gateway serving the simulated broker: `npx tsx packages/terminal-runtime/src/gateway/main.ts`.
 * SVC_GATEWAY_PORT (default 8787) and SVC_GATEWAY_HOST (default 127.0.0.1). Point the service's gateway driver
 * at the logged URL (SVC_GATEWAY_URL).
 */
import { NodeRuntime } from "@effect/platform-node"
import { Config, Effect, Layer } from "effect"
import { SimBroker } from "../sim/SimBroker.js"
import { SimTerminalDriver } from "../sim/SimTerminalDriver.js"
import { GatewayServer } from "./GatewayServer.js"

const GatewayConfig = Config.all({
  port: Config.port("SVC_GATEWAY_PORT").pipe(Config.withDefault(8787)),
  host: Config.string("SVC_GATEWAY_HOST").pipe(Config.withDefault("127.0.0.1"))
})

const announce = Layer.effectDiscard(
  Effect.flatMap(GatewayServer, ({ url }) => Effect.logInfo(`terminal gateway (simulated broker) listening on ${url}`))
)

const Main = Layer.unwrapEffect(
  Effect.map(GatewayConfig, (config) => announce.pipe(Layer.provideMerge(GatewayServer.layer(config))))
).pipe(Layer.provide(SimTerminalDriver.layer), Layer.provide(SimBroker.Default))

Layer.launch(Main).pipe(NodeRuntime.runMain)
