import { Entity } from "@effect/cluster"
import { AccountId, WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import { Duration, Effect, Layer, Redacted, Schedule } from "effect"
import { randomUUID } from "node:crypto"
import * as Net from "node:net"
import { makeAccountActor } from "../../src/account/AccountActor.js"
import { AccountStore } from "../../src/account/AccountStore.js"
import { makeMemoryAccountStore } from "../../src/account/MemoryAccountStore.js"
import { RuntimeSettings } from "../../src/account/RuntimeSettings.js"
import { SessionOpener } from "../../src/account/SessionOpener.js"
import { GatewayServer } from "../../src/gateway/GatewayServer.js"
import { GatewayTerminalDriver } from "../../src/gateway/GatewayTerminalDriver.js"
import type { SimBrokerOptions } from "../../src/sim/config.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"
import type { NoReply, NotSent } from "../../src/terminal/errors.js"
import { TerminalDriver } from "../../src/terminal/TerminalDriver.js"
import type { TradeRequest, TradeResult } from "../../src/terminal/tradeRequest.js"
import { makeMemoryTradingStore } from "../../src/trading/MemoryTradingStore.js"
import { TradingStore } from "../../src/trading/TradingStore.js"

export const DEMO = "SimBroker-Demo"

/**
 * A gateway on a free loopback port serving a simulated broker. The broker stays in the output so tests can act
 * as the market; its own driver is used only inside the gateway. Live clock: the wire runs on real time.
 */
export const gatewayServerLayer = (options: Partial<SimBrokerOptions> = {}, port = 0) =>
  GatewayServer.layer({ port }).pipe(
    Layer.provide(SimTerminalDriver.layer),
    Layer.provideMerge(SimBroker.layer({ processEveryMs: null, ...options }))
  )

/**
 * The sim's driver with each session's order sends passed through `around` (given the request and the send itself):
 * how a test sees, counts or holds an order reaching the terminal behind a gateway.
 */
export const simDriverAround = (
  around: (request: TradeRequest, send: Effect.Effect<TradeResult, NotSent | NoReply>) => Effect.Effect<TradeResult, NotSent | NoReply>
) =>
  Layer.effect(
    TerminalDriver,
    Effect.map(SimBroker, (sim) =>
      TerminalDriver.of({
        connect: (credentials) =>
          Effect.map(sim.connect(credentials), (session) => ({
            ...session,
            orderSend: (request: TradeRequest) => around(request, session.orderSend(request))
          }))
      }))
  )

/** The gateway driver pointed at whatever `GatewayServer` is in context. */
export const gatewayDriverLayer = Layer.unwrapEffect(
  Effect.map(GatewayServer, ({ url }) => GatewayTerminalDriver.layer({ url, logoutTimeout: Duration.seconds(2) }))
)

/** Test context: `TerminalDriver` is the gateway client; `SimBroker` the broker behind the gateway. */
export const gatewayLayer = (options: Partial<SimBrokerOptions> = {}) =>
  gatewayDriverLayer.pipe(Layer.provideMerge(gatewayServerLayer(options)))

export const connect = (login: string, password = "secret", server = DEMO) =>
  Effect.flatMap(TerminalDriver, (driver) => driver.connect({ login, password: Redacted.make(password), server }))

/** Polls until `check` holds: for effects that settle on another fiber or across the wire. */
export const eventually = <A, E, R>(effect: Effect.Effect<A, E, R>, check: (a: A) => boolean, what = "condition") =>
  effect.pipe(
    Effect.filterOrFail(check, () => `still waiting for ${what}`),
    Effect.retry(Schedule.spaced(Duration.millis(20)).pipe(Schedule.upTo(Duration.seconds(10))))
  )

/**
 * A TCP relay in front of the gateway that the test can cut, to lose a connection at a chosen moment (a killed
 * server closes its sockets politely; a network failure does not).
 */
export const cuttableRelay = (target: { readonly host: string; readonly port: number }) =>
  Effect.gen(function*() {
    const sockets = new Set<Net.Socket>()
    const track = (socket: Net.Socket) => {
      sockets.add(socket)
      socket.on("close", () => sockets.delete(socket))
      socket.on("error", () => socket.destroy())
    }
    const server = yield* Effect.acquireRelease(
      Effect.async<Net.Server>((resume) => {
        const relay = Net.createServer((inbound) => {
          const outbound = Net.connect(target.port, target.host)
          track(inbound)
          track(outbound)
          inbound.pipe(outbound)
          outbound.pipe(inbound)
          inbound.on("close", () => outbound.destroy())
          outbound.on("close", () => inbound.destroy())
        })
        relay.listen(0, "127.0.0.1", () => resume(Effect.succeed(relay)))
      }),
      (relay) =>
        Effect.async<void>((resume) => {
          for (const socket of sockets) socket.destroy()
          relay.close(() => resume(Effect.void))
        })
    )
    const address = server.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    return {
      url: `ws://127.0.0.1:${port}`,
      /** Drops every relayed connection at once, both directions, without a close handshake. */
      cut: Effect.sync(() => {
        for (const socket of sockets) socket.destroy()
      })
    } as const
  })

/**
 * A cold account `login` (password `secret`) of a fresh workspace on the demo server, over in-memory account and
 * trading stores, and its actor over the `TerminalDriver` in context, not yet warmed. One sync pass at login, then
 * none while the test runs: what is checked is the order path.
 */
export const coldAccountActor = (login: string) =>
  Effect.gen(function*() {
    const accountId = AccountId.make(randomUUID())
    const workspaceId = WorkspaceId.make(randomUUID())
    const accounts = yield* makeMemoryAccountStore([{
      record: {
        id: accountId,
        workspaceId,
        login,
        server: DEMO,
        mode: "cold",
        state: "created",
        stateDetail: null,
        problem: null,
        tradingDisabled: false,
        disconnected: false
      },
      password: "secret"
    }])
    const trading = yield* makeMemoryTradingStore
    const actorLayer = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
      Layer.provide(SessionOpener.Default),
      Layer.provide(Layer.succeed(AccountStore, accounts.store)),
      Layer.provide(Layer.succeed(TradingStore, trading.store)),
      Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.minutes(10) }))
    )
    const actor = yield* (yield* Entity.makeTestClient(AccountEntity, actorLayer))(accountId)
    return { accountId, workspaceId, accounts, trading, actor } as const
  })
