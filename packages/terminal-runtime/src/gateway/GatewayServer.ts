import { NodeSocketServer } from "@effect/platform-node"
import { SocketServer } from "@effect/platform"
import { Rpc, RpcSerialization, RpcServer } from "@effect/rpc"
import { Context, Deferred, Duration, Effect, Exit, Layer, Scope, Stream } from "effect"
import { randomUUID } from "node:crypto"
import { Disconnected, NotSent } from "../terminal/errors.js"
import { TerminalDriver } from "../terminal/TerminalDriver.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import { GatewayRpcs, SessionId, Subscribed, type TransactionsEvent } from "./protocol.js"

/** A terminal session the gateway keeps for a remote client. */
interface RemoteSession {
  /** The connection that logged in; the session is unknown to every other one. */
  readonly clientId: number
  readonly terminal: TerminalSession
  /** Failed as soon as the session starts closing, so its transaction streams end before the terminal logs out. */
  readonly ending: Deferred.Deferred<never, Disconnected>
  /** `Logout`: ends the lease (its stream completes) and closes the session; done once the terminal has logged out. */
  readonly close: Effect.Effect<void>
  /** One permit per order send in flight; closing takes them all, so it waits for those. */
  readonly orders: Effect.Semaphore
}

/** More order sends than one session will ever have in flight: closing the session takes them all. */
const ORDER_SLOTS = 1_000_000
/** A terminal that never answers an order send must not keep its session open for ever. */
const ORDER_DRAIN_LIMIT = Duration.minutes(2)

const unknownSession = (sessionId: string) =>
  `no session ${sessionId} on this gateway connection (logged out, or lost with its connection)`

/**
 * The protocol's handlers over any `TerminalDriver`. Each session is held by its client's `Login` stream: when the
 * client logs out, interrupts the stream or drops its connection (the rpc server interrupts that client's handlers),
 * the stream's scope closes and the terminal session with it.
 */
export const GatewayHandlers = GatewayRpcs.toLayer(Effect.gen(function*() {
  const driver = yield* TerminalDriver
  const sessions = new Map<string, RemoteSession>()

  const lookup = (sessionId: string, clientId: number): RemoteSession | undefined => {
    const found = sessions.get(sessionId)
    return found !== undefined && found.clientId === clientId ? found : undefined
  }

  const withSession = <A, E>(
    sessionId: string,
    clientId: number,
    f: (terminal: TerminalSession) => Effect.Effect<A, E>
  ): Effect.Effect<A, E | Disconnected> =>
    Effect.suspend((): Effect.Effect<A, E | Disconnected> => {
      const found = lookup(sessionId, clientId)
      return found === undefined ? Effect.fail(new Disconnected({ detail: unknownSession(sessionId) })) : f(found.terminal)
    })

  return {
    Login: ({ credentials }, { clientId }) =>
      Stream.unwrapScoped(Effect.gen(function*() {
        // The session has a scope of its own so `Logout` can close it without waiting for the stream (a client
        // that never acknowledges `LoggedIn` holds the stream there). Whatever ends the stream closes it too.
        const sessionScope = yield* Scope.make()
        yield* Effect.addFinalizer((exit) => Scope.close(sessionScope, exit))
        // Finalizers run last-added first; this one runs last: the terminal has logged out.
        const closed = yield* Deferred.make<void>()
        yield* Scope.addFinalizer(sessionScope, Deferred.succeed(closed, undefined))
        const terminal = yield* driver.connect(credentials).pipe(Scope.extend(sessionScope))
        const account = yield* terminal.accountInfo
        const sessionId = SessionId.make(randomUUID())
        const stop = yield* Deferred.make<void>()
        const ending = yield* Deferred.make<never, Disconnected>()
        const orders = yield* Effect.makeSemaphore(ORDER_SLOTS)
        // The terminal logs out only after the order sends it accepted have finished: their outcome at the broker
        // is then settled and in its history, which is where a client that lost the reply will look.
        yield* Scope.addFinalizer(
          sessionScope,
          orders.withPermits(ORDER_SLOTS)(Effect.void).pipe(Effect.timeout(ORDER_DRAIN_LIMIT), Effect.ignore)
        )
        // Runs first: no call finds the session any more, and its transaction streams end.
        yield* Scope.addFinalizer(
          sessionScope,
          Effect.suspend(() => {
            sessions.delete(sessionId)
            return Deferred.fail(ending, new Disconnected({ detail: `session ${sessionId} closed` }))
          })
        )
        const close = Effect.uninterruptible(
          Deferred.succeed(stop, undefined).pipe(
            Effect.zipRight(Scope.close(sessionScope, Exit.void)),
            Effect.zipRight(Deferred.await(closed))
          )
        )
        sessions.set(sessionId, { clientId, terminal, ending, close, orders })
        yield* Effect.annotateCurrentSpan({ login: credentials.login, server: credentials.server })
        // The terminal losing the session (its transaction stream fails) ends the lease with the terminal's words.
        const lostAtTerminal = terminal.transactions.pipe(
          Stream.runDrain,
          Effect.zipRight(Effect.fail(new Disconnected({ detail: "the terminal ended the session" })))
        )
        const lease = Effect.raceFirst(Deferred.await(stop), lostAtTerminal)
        return Stream.concat(Stream.make({ _tag: "LoggedIn" as const, sessionId, account }), Stream.drain(Stream.fromEffect(lease)))
      })),

    Logout: ({ sessionId }, { clientId }) => Effect.suspend(() => lookup(sessionId, clientId)?.close ?? Effect.void),

    AccountInfo: ({ sessionId }, { clientId }) => withSession(sessionId, clientId, (t) => t.accountInfo),
    Symbols: ({ sessionId }, { clientId }) => withSession(sessionId, clientId, (t) => t.symbols),
    SymbolInfo: ({ sessionId, symbol }, { clientId }) => withSession(sessionId, clientId, (t) => t.symbolInfo(symbol)),
    Tick: ({ sessionId, symbol }, { clientId }) => withSession(sessionId, clientId, (t) => t.tick(symbol)),

    // Uninterruptible: once the gateway has the request, a client that goes away must not cut the call short (it
    // cannot be taken back from a real terminal anyway), and the session stays open until it has finished. An
    // unknown session is proof nothing was attempted, hence NotSent.
    OrderSend: ({ sessionId, request }, { clientId }) =>
      Rpc.uninterruptible(Effect.suspend(() => {
        const found = lookup(sessionId, clientId)
        return found === undefined
          ? Effect.fail(new NotSent({ reason: "disconnected", detail: `${unknownSession(sessionId)}; the request was not sent` }))
          : found.orders.withPermits(1)(found.terminal.orderSend(request))
      })),

    OrderCalcMargin: ({ query, sessionId }, { clientId }) => withSession(sessionId, clientId, (t) => t.orderCalcMargin(query)),
    OrderCalcProfit: ({ query, sessionId }, { clientId }) => withSession(sessionId, clientId, (t) => t.orderCalcProfit(query)),
    Positions: ({ sessionId }, { clientId }) => withSession(sessionId, clientId, (t) => t.positions),
    PositionsByTicket: ({ sessionId, ticket }, { clientId }) =>
      withSession(sessionId, clientId, (t) => t.positionsByTicket(ticket)),
    Orders: ({ sessionId }, { clientId }) => withSession(sessionId, clientId, (t) => t.orders),
    HistoryOrders: ({ from, sessionId, to }, { clientId }) => withSession(sessionId, clientId, (t) => t.historyOrders(from, to)),
    HistoryOrdersByPosition: ({ position, sessionId }, { clientId }) =>
      withSession(sessionId, clientId, (t) => t.historyOrdersByPosition(position)),
    HistoryDeals: ({ from, sessionId, to }, { clientId }) => withSession(sessionId, clientId, (t) => t.historyDeals(from, to)),
    HistoryDealsByPosition: ({ position, sessionId }, { clientId }) =>
      withSession(sessionId, clientId, (t) => t.historyDealsByPosition(position)),

    Transactions: ({ sessionId }, { clientId }) =>
      Stream.unwrapScoped(Effect.gen(function*() {
        const found = lookup(sessionId, clientId)
        if (found === undefined) return Stream.fail(new Disconnected({ detail: unknownSession(sessionId) }))
        // Subscribed before `Subscribed` is written, so the client's `subscribe` keeps the port's promise.
        const transactions = yield* found.terminal.subscribe
        return Stream.concat(Stream.make<[TransactionsEvent]>(Subscribed.make({})), transactions).pipe(
          Stream.interruptWhen(Deferred.await(found.ending))
        )
      }))
  }
}))

/**
 * The protocol's JSON, one message per frame, where a frame may also hold a JSON array of messages (a batch: the
 * requests a client released together, written at once), each handled and answered as if it had come alone.
 */
export const gatewaySerialization = RpcSerialization.RpcSerialization.of({
  ...RpcSerialization.json,
  unsafeMake: () => {
    const parser = RpcSerialization.json.unsafeMake()
    return {
      decode: (data) => parser.decode(data).flatMap((message) => (Array.isArray(message) ? message : [message])),
      encode: parser.encode
    }
  }
})

export interface GatewayServerOptions {
  /** 0 picks a free port (tests); `GatewayServer.port` tells which. */
  readonly port: number
  /** Defaults to loopback: passwords cross the link in clear, so anything wider needs TLS or a private network. */
  readonly host?: string
}

/** Where a running gateway listens. */
export class GatewayServer extends Context.Tag("@svc/terminal-runtime/GatewayServer")<GatewayServer, {
  readonly host: string
  readonly port: number
  /** What `GatewayTerminalDriver` is configured with to reach this server. */
  readonly url: string
}>() {
  /**
   * Serves a `TerminalDriver` over the gateway protocol: @effect/rpc over WebSocket, one JSON message per frame.
   * Closing the layer stops the server; every remote session logs out and every client sees its connection drop.
   */
  static readonly layer = (
    options: GatewayServerOptions
  ): Layer.Layer<GatewayServer, SocketServer.SocketServerError, TerminalDriver> => {
    const host = options.host ?? "127.0.0.1"
    const listening = NodeSocketServer.layerWebSocket({ port: options.port, host })
    const rpc = RpcServer.layer(GatewayRpcs, { spanPrefix: "GatewayServer" }).pipe(
      Layer.provide(GatewayHandlers),
      Layer.provide(RpcServer.layerProtocolSocketServer),
      Layer.provide(Layer.succeed(RpcSerialization.RpcSerialization, gatewaySerialization))
    )
    const address = Layer.effect(
      GatewayServer,
      Effect.map(SocketServer.SocketServer, ({ address }) => {
        const port = address._tag === "TcpAddress" ? address.port : options.port
        const shown = host.includes(":") ? `[${host}]` : host
        return { host, port, url: `ws://${shown}:${port}` }
      })
    )
    return Layer.merge(rpc, address).pipe(Layer.provide(listening))
  }
}

