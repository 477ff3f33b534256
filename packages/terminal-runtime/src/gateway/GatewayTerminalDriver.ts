import { Socket } from "@effect/platform"
import { NodeSocket } from "@effect/platform-node"
import { Rpc, RpcClient, type RpcClientError, RpcSerialization } from "@effect/rpc"
import {
  Cause,
  Context,
  Deferred,
  Duration,
  Effect,
  ExecutionStrategy,
  Exit,
  FiberId,
  Layer,
  Mailbox,
  Option,
  Schedule,
  Schema,
  Scope,
  Stream
} from "effect"
import type { Credentials } from "../terminal/credentials.js"
import { Disconnected, LoginFailed, NoReply, NotSent } from "../terminal/errors.js"
import { TerminalDriver } from "../terminal/TerminalDriver.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { TradeTransaction } from "../terminal/transaction.js"
import { GatewayRpcs, OrderSend, type TransactionsEvent } from "./protocol.js"

export interface GatewayDriverOptions {
  /** `ws://host:port` (loopback or a private network) or `wss://…` (anything else: the password crosses the link). */
  readonly url: string
  /** How long closing a session waits for the gateway to confirm the logout. */
  readonly logoutTimeout?: Duration.DurationInput
}

type GatewayClient = RpcClient.FromGroup<typeof GatewayRpcs, RpcClientError.RpcClientError>

/** The typed failure in a cause, when it is one of the port's own errors (decoded from the wire as instances). */
const typedFailure = <E>(cause: Cause.Cause<unknown>, is: (u: unknown) => u is E): Option.Option<E> =>
  Option.filter(Cause.failureOption(cause), is)

const isDisconnected = (u: unknown): u is Disconnected => u instanceof Disconnected

const describe = (cause: Cause.Cause<unknown>): string => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
      const inner = "cause" in error && error.cause instanceof Error ? `: ${error.cause.message}` : ""
      return `${error.message}${inner}`
    }
    return String(error)
  }
  if (Cause.isInterruptedOnly(cause)) return "the gateway ended the call"
  const defect = Cause.squash(cause)
  return defect instanceof Error ? defect.message : String(defect)
}

const lostDetail = (cause: Cause.Cause<unknown>) => `the connection to the terminal gateway failed (${describe(cause)})`

/**
 * An order send's failure: the gateway's own answer passes through. Anything else is the transport, which cannot
 * say whether the request left before it failed: it may have executed.
 */
const sendFailure = (cause: Cause.Cause<unknown>): Effect.Effect<never, NotSent | NoReply> =>
  Effect.fail(Option.getOrElse(
    typedFailure(cause, (u): u is NotSent | NoReply => u instanceof NotSent || u instanceof NoReply),
    () => new NoReply({ detail: `${lostDetail(cause)}; the request may have reached the broker` })
  ))

/** A read's typed failure passes through; anything the transport did (failure, defect, interruption) is a loss. */
const toDisconnected = (cause: Cause.Cause<unknown>): Disconnected =>
  Option.getOrElse(typedFailure(cause, isDisconnected), () => new Disconnected({ detail: lostDetail(cause) }))

/** A prepared `OrderSend`'s answer: its `Exit` as the gateway encoded it, or the connection failing under it. */
type PreparedAnswer = { readonly _tag: "Exit"; readonly exit: unknown } | { readonly _tag: "Lost"; readonly detail: string }

/** The client, and what `prepareSend` writes beside it on the same connection. */
interface Connection {
  readonly client: GatewayClient
  /** Writes a frame already encoded, as the client's own requests are written. */
  readonly write: (frame: string) => Effect.Effect<void, Socket.SocketError>
  /** Prepared sends written and not answered yet, by request id: their answers are taken off before the client's. */
  readonly awaiting: Map<string, Deferred.Deferred<PreparedAnswer>>
  /** Answers every prepared send still waiting as lost: no answer is coming, and each may have left. */
  readonly loseAll: (detail: string) => Effect.Effect<void>
  /**
   * The connection failed: a frame written now would wait for a socket that never reopens, so it is not written.
   * (Set as the failure reaches the client, a moment after the socket closed.)
   */
  readonly broken: () => boolean
}

/**
 * One WebSocket per session, never reopened: losing the connection loses the session (the gateway logs the
 * terminal out when the connection drops), so a silent reconnect would only hide that from the caller. The client's
 * protocol is the library's own (`makeProtocolSocket`), with the answers to prepared sends taken off its way in.
 */
const openClient = (url: string): Effect.Effect<Connection, never, Scope.Scope> =>
  Effect.gen(function*() {
    const socket = Context.get(yield* Layer.build(NodeSocket.layerWebSocket(url)), Socket.Socket)
    const write = yield* socket.writer
    const awaiting = new Map<string, Deferred.Deferred<PreparedAnswer>>()
    let brokenWith: string | undefined
    const loseAll = (detail: string) =>
      Effect.suspend(() => {
        const lost = Array.from(awaiting.values())
        awaiting.clear()
        return Effect.forEach(lost, (answer) => Deferred.succeed(answer, { _tag: "Lost", detail }), { discard: true })
      })
    const inner = yield* RpcClient.makeProtocolSocket({ retrySchedule: Schedule.stop }).pipe(
      Effect.provideService(Socket.Socket, socket),
      Effect.provide(RpcSerialization.layerJson)
    )
    const protocol: RpcClient.Protocol["Type"] = {
      ...inner,
      run: (f) =>
        inner.run((message) => {
          if (message._tag === "Exit") {
            const answer = awaiting.get(message.requestId)
            if (answer === undefined) return f(message)
            awaiting.delete(message.requestId)
            return Deferred.succeed(answer, { _tag: "Exit", exit: message.exit })
          }
          // What fails every call of the client fails the prepared sends too (their requests may have left).
          if (message._tag === "ClientProtocolError") {
            brokenWith ??= message.error.message
            return Effect.zipRight(loseAll(message.error.message), f(message))
          }
          if (message._tag === "Defect") return Effect.zipRight(loseAll("the gateway answered with a defect"), f(message))
          return f(message)
        })
    }
    // Closing the connection ends the prepared sends still waiting, as the client ends its own calls.
    yield* Effect.addFinalizer(() => loseAll("the connection to the terminal gateway was closed"))
    const client = yield* RpcClient.make(GatewayRpcs, { spanPrefix: "GatewayClient" }).pipe(
      Effect.provideService(RpcClient.Protocol, protocol)
    )
    return { client, write, awaiting, loseAll, broken: () => brokenWith !== undefined }
  })

const encodeOrderSend = Schema.encodeSync(OrderSend.payloadSchema)
const decodeOrderSendExit = Schema.decodeUnknown(Rpc.exitSchema(OrderSend))

const open = (options: GatewayDriverOptions, credentials: Credentials): Effect.Effect<TerminalSession, LoginFailed, Scope.Scope> =>
  Effect.gen(function*() {
    const { login, server } = credentials
    const { awaiting, broken, client, loseAll, write } = yield* openClient(options.url)
    const unreachable = (cause: Cause.Cause<unknown>) =>
      new LoginFailed({ kind: "connection_failed", login, server, detail: lostDetail(cause), otherServers: [] })

    // The lease: its first element says we are in, its end (any end) says the session is gone.
    const lease = yield* client.Login({ credentials }, { asMailbox: true })
    const first = yield* lease.take.pipe(Effect.exit)
    if (Exit.isFailure(first)) {
      return yield* Option.getOrElse(typedFailure(first.cause, (u): u is LoginFailed => u instanceof LoginFailed), () =>
        unreachable(first.cause))
    }
    const { sessionId } = first.value

    const lost = yield* Deferred.make<never, Disconnected>()
    // Kept beside the Deferred so calls can check it without suspending: a known loss must not touch the wire.
    let lostWith: Disconnected | undefined
    yield* lease.await.pipe(
      Effect.exit,
      Effect.flatMap((exit) => {
        const reason = Exit.isSuccess(exit)
          ? new Disconnected({ detail: `session ${sessionId} ended by the gateway` })
          : toDisconnected(exit.cause)
        lostWith ??= reason
        return Effect.zipRight(loseAll(lostWith.detail), Deferred.fail(lost, lostWith))
      }),
      Effect.forkScoped
    )

    // Registered after the client, so it runs before the socket closes. A lost session has nothing to log out.
    const logoutTimeout = options.logoutTimeout ?? Duration.seconds(5)
    yield* Effect.addFinalizer(() =>
      lostWith === undefined
        ? client.Logout({ sessionId }).pipe(Effect.timeout(logoutTimeout), Effect.ignore)
        : Effect.void
    )

    const read = <A>(call: () => Effect.Effect<A, Disconnected | RpcClientError.RpcClientError>): Effect.Effect<A, Disconnected> =>
      Effect.suspend(() =>
        lostWith !== undefined ? Effect.fail(lostWith) : Effect.catchAllCause(call(), (cause) => Effect.fail(toDisconnected(cause)))
      )

    // The client's own span (`GatewayClient.OrderSend`) covers the call: a second one here cost each of a wave's
    // legs, handed off one after another, another span before its request was written.
    const orderSend: TerminalSession["orderSend"] = (request) =>
      Effect.suspend(() => {
        // Provably not sent: the session was already lost, and nothing is written.
        if (lostWith !== undefined) {
          return Effect.fail(new NotSent({ reason: "disconnected", detail: `${lostWith.detail}; the request was not sent` }))
        }
        return client.OrderSend({ sessionId, request }).pipe(Effect.catchAllCause(sendFailure))
      })

    // Prepared requests are numbered down from -1, so they never share an id with the client's own (counted up
    // from 0) on this connection.
    let preparedIds = 0
    /**
     * The request's frame encoded when it is prepared (its Schema encoding and JSON, with an id of its own), so that
     * sending it writes that frame and waits for its `Exit`; the answer is read exactly as `orderSend`'s. No span:
     * a wave's legs run this one after another at their release. Run a second time, it is a request of its own
     * (the frame's id is answered once).
     */
    const prepareSend: TerminalSession["prepareSend"] = (request) =>
      Effect.sync(() => {
        preparedIds -= 1
        const id = String(preparedIds)
        const frame = JSON.stringify({ _tag: "Request", id, tag: OrderSend._tag, payload: encodeOrderSend({ sessionId, request }), headers: [] })
        let written = false
        /** The frame written (now, when `now`), and its answer awaited. */
        const sendFrame = (now: boolean) => {
          if (written) return orderSend(request)
          if (lostWith !== undefined || broken()) {
            const detail = lostWith?.detail ?? "the connection to the terminal gateway failed"
            return Effect.fail(new NotSent({ reason: "disconnected", detail: `${detail}; the request was not sent` }))
          }
          written = true
          const answer = Deferred.unsafeMake<PreparedAnswer>(FiberId.none)
          awaiting.set(id, answer)
          // Written during the call: the socket's write is synchronous while it is open. Whatever else happened to
          // it (a failure, or a socket waiting to open) is answered as a request that may have left, never resent.
          const wrote = now ? Effect.runSyncExit(write(frame)) : undefined
          // Nothing raced or forked here (a wave's legs each run this at the release): a connection that fails, or a
          // session that ends, answers every prepared send still waiting as lost (`loseAll`).
          return (wrote === undefined ? write(frame) : wrote).pipe(
            Effect.zipRight(Deferred.await(answer)),
            Effect.flatMap((answered) =>
              answered._tag === "Lost"
                ? Effect.fail(new NoReply({ detail: `the connection to the terminal gateway failed (${answered.detail}); the request may have reached the broker` }))
                : decodeOrderSendExit(answered.exit).pipe(Effect.orDie, Effect.flatten)
            ),
            Effect.catchAllCause(sendFailure),
            Effect.ensuring(Effect.sync(() => awaiting.delete(id)))
          )
        }
        return {
          request,
          send: Effect.suspend(() => sendFrame(false)),
          depart: () => {
            const answer = sendFrame(true)
            const at = Date.now()
            return { sentAt: () => at, answer: () => answer }
          }
        }
      })

    const subscribe: TerminalSession["subscribe"] = Effect.gen(function*() {
      if (lostWith !== undefined) return Stream.fail(lostWith)
      const mailbox = yield* client.Transactions({ sessionId }, { asMailbox: true })
      const first = yield* mailbox.take.pipe(Effect.exit)
      if (Exit.isFailure(first)) return Stream.fail(toDisconnected(first.cause))
      return Mailbox.toStream(mailbox).pipe(
        Stream.filter((event: TransactionsEvent): event is TradeTransaction => event._tag !== "Subscribed"),
        Stream.catchAllCause((cause) => Stream.fail(toDisconnected(cause))),
        // The port's streams never end while the session lives: an end is a loss.
        Stream.concat(Stream.fail(new Disconnected({ detail: `the gateway ended the transaction stream of session ${sessionId}` }))),
        Stream.interruptWhen(Deferred.await(lost))
      )
    })

    const transactions = Stream.unwrapScoped(subscribe)

    const session: TerminalSession = {
      login,
      server,
      accountInfo: read(() => client.AccountInfo({ sessionId })),
      symbols: read(() => client.Symbols({ sessionId })),
      symbolInfo: (symbol) => read(() => client.SymbolInfo({ sessionId, symbol })),
      tick: (symbol) => read(() => client.Tick({ sessionId, symbol })),
      orderSend,
      prepareSend,
      orderCalcMargin: (query) => read(() => client.OrderCalcMargin({ sessionId, query })),
      orderCalcProfit: (query) => read(() => client.OrderCalcProfit({ sessionId, query })),
      positions: read(() => client.Positions({ sessionId })),
      positionsByTicket: (ticket) => read(() => client.PositionsByTicket({ sessionId, ticket })),
      orders: read(() => client.Orders({ sessionId })),
      historyOrders: (from, to) => read(() => client.HistoryOrders({ sessionId, from, to })),
      historyOrdersByPosition: (position) => read(() => client.HistoryOrdersByPosition({ sessionId, position })),
      historyDeals: (from, to) => read(() => client.HistoryDeals({ sessionId, from, to })),
      historyDealsByPosition: (position) => read(() => client.HistoryDealsByPosition({ sessionId, position })),
      transactions,
      subscribe,
      // The port's transaction stream ending is a loss too (see `subscribe`), so the end is watched through it.
      closed: Stream.runDrain(transactions).pipe(Effect.zipRight(Effect.never))
    }
    return session
  })

/** The session in a scope of its own inside the caller's, so a failed login closes its connection at once. */
const connect = (options: GatewayDriverOptions, credentials: Credentials): Effect.Effect<TerminalSession, LoginFailed, Scope.Scope> =>
  Effect.gen(function*() {
    const own = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
    return yield* open(options, credentials).pipe(
      Scope.extend(own),
      Effect.onExit((exit) => (Exit.isFailure(exit) ? Scope.close(own, exit) : Effect.void))
    )
  }).pipe(Effect.withSpan("GatewayTerminal.connect", { attributes: { server: credentials.server, login: credentials.login } }))

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || hostname === "::1" || hostname.startsWith("127.")

/**
 * The Terminal port over the gateway protocol (PROTOCOL.md): each `connect` opens its own connection and logs in;
 * closing the session's scope logs out and closes it.
 */
export class GatewayTerminalDriver {
  static readonly layer = (options: GatewayDriverOptions): Layer.Layer<TerminalDriver> =>
    Layer.effect(
      TerminalDriver,
      Effect.gen(function*() {
        const url = yield* Effect.try(() => new URL(options.url)).pipe(
          Effect.orDieWith(() => new Error(`the terminal gateway URL ${JSON.stringify(options.url)} is not a URL`))
        )
        if (url.protocol === "ws:" && !isLoopback(url.hostname)) {
          yield* Effect.logWarning(
            `terminal gateway ${url.host} is reached without TLS: passwords cross the link in clear. Use wss:// ` +
              "unless the link is a private network."
          )
        }
        return TerminalDriver.of({ connect: (credentials) => connect(options, credentials) })
      })
    )
}
