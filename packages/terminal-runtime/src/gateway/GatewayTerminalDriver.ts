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
import { atPassEnd, type Departure } from "../terminal/departures.js"
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
  /** The next id of a prepared request: numbered down from -1 per connection, never one of the client's own. */
  readonly nextPreparedId: () => string
  /**
   * Departs `frame` with the other requests departing in the same pass (see `departures.ts`): they are written
   * together at the pass's end, as one frame holding all of them, and `left` is told when (or how the write failed).
   */
  readonly depart: (frame: string, left: (at: number, wrote: Exit.Exit<void, Socket.SocketError>) => void) => void
}

/** Requests departed in the pass under way on one connection, to be written together as it ends. */
interface Batch {
  readonly frames: Array<string>
  readonly told: Array<(at: number, wrote: Exit.Exit<void, Socket.SocketError>) => void>
}

/**
 * One WebSocket per gateway, shared by every session logged in through it, never reopened: losing it loses those
 * sessions (the gateway logs their terminals out when the connection drops), so a silent reconnect would only hide
 * that from the callers; sessions opened after it failed get a new one. Shared, because a wave's legs released
 * together are written to it in one write (`depart`), where a connection per session cost a socket write each.
 * The client's protocol is the library's own (`makeProtocolSocket`), with the answers to prepared sends taken off
 * its way in.
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
    let preparedIds = 0
    let batch: Batch | null = null
    /** One write for the whole pass's requests: a JSON array of their frames (PROTOCOL.md, "Batches"). */
    const flush = () => {
      const { frames, told } = batch!
      batch = null
      const wrote = Effect.runSyncExit(write(frames.length === 1 ? frames[0]! : `[${frames.join(",")}]`))
      // Stamped once written: from now on the gateway's socket has every request of the batch.
      const at = Date.now()
      for (const tell of told) tell(at, wrote)
    }
    const depart = (frame: string, left: Batch["told"][number]) => {
      if (batch === null) {
        batch = { frames: [], told: [] }
        atPassEnd(flush)
      }
      batch.frames.push(frame)
      batch.told.push(left)
    }
    return {
      client,
      write,
      awaiting,
      loseAll,
      broken: () => brokenWith !== undefined,
      nextPreparedId: () => String(preparedIds -= 1),
      depart
    }
  })

const encodeOrderSend = Schema.encodeSync(OrderSend.payloadSchema)
const decodeOrderSendExit = Schema.decodeUnknown(Rpc.exitSchema(OrderSend))

const open = (
  options: GatewayDriverOptions,
  connection: Connection,
  credentials: Credentials
): Effect.Effect<TerminalSession, LoginFailed, Scope.Scope> =>
  Effect.gen(function*() {
    const { login, server } = credentials
    const { awaiting, broken, client, write } = connection
    /** This session's prepared sends still waiting for an answer, lost with the session (not the connection's others). */
    const mine = new Set<string>()
    const loseAll = (detail: string) =>
      Effect.suspend(() => {
        const lost = Array.from(mine, (id) => {
          const answer = awaiting.get(id)
          awaiting.delete(id)
          return answer
        })
        mine.clear()
        return Effect.forEach(lost, (answer) => (answer === undefined ? Effect.void : Deferred.succeed(answer, { _tag: "Lost", detail })), { discard: true })
      })
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

    /** Lost or broken: nothing may be written for this session; proof that the request was not sent. */
    const notSendable = () =>
      lostWith !== undefined || broken()
        ? new NotSent({
          reason: "disconnected",
          detail: `${lostWith?.detail ?? "the connection to the terminal gateway failed"}; the request was not sent`
        })
        : undefined
    /** The answer to prepared request `id`, once `wrote` (the write that took its frame) is done. */
    const answerTo = (id: string, answer: Deferred.Deferred<PreparedAnswer>, wrote: Effect.Effect<void, Socket.SocketError>) =>
      wrote.pipe(
        Effect.zipRight(Deferred.await(answer)),
        Effect.flatMap((answered) =>
          answered._tag === "Lost"
            ? Effect.fail(new NoReply({ detail: `the connection to the terminal gateway failed (${answered.detail}); the request may have reached the broker` }))
            : decodeOrderSendExit(answered.exit).pipe(Effect.orDie, Effect.flatten)
        ),
        Effect.catchAllCause(sendFailure),
        Effect.ensuring(Effect.sync(() => {
          awaiting.delete(id)
          mine.delete(id)
        }))
      )
    /** Registered for its answer before its frame can leave: a connection that fails answers it as lost. */
    const awaitAnswer = (id: string) => {
      const answer = Deferred.unsafeMake<PreparedAnswer>(FiberId.none)
      awaiting.set(id, answer)
      mine.add(id)
      return answer
    }

    /**
     * The request's frame encoded when it is prepared (its Schema encoding and JSON, with an id of its own on the
     * connection), so that sending it writes that frame and waits for its `Exit`; the answer is read exactly as
     * `orderSend`'s. No span: a wave's legs run this one after another at their release. Run a second time, it is a
     * request of its own (the frame's id is answered once).
     */
    const prepareSend: TerminalSession["prepareSend"] = (request) =>
      Effect.sync(() => {
        const id = connection.nextPreparedId()
        const frame = JSON.stringify({ _tag: "Request", id, tag: OrderSend._tag, payload: encodeOrderSend({ sessionId, request }), headers: [] })
        let written = false
        const send = Effect.suspend(() => {
          if (written) return orderSend(request)
          const refused = notSendable()
          if (refused !== undefined) return Effect.fail(refused)
          written = true
          return answerTo(id, awaitAnswer(id), write(frame))
        })
        /**
         * Queued for the one write its connection gets at the end of the pass (`Connection.depart`), with every
         * request departing in it through the same gateway. Whatever happened to that write (a failure, a socket
         * waiting to open) is answered as a request that may have left, never resent.
         */
        const depart = (): Departure => {
          const refused = written ? undefined : notSendable()
          if (written || refused !== undefined) {
            const at = Date.now()
            return { sentAt: () => at, answer: () => (refused === undefined ? orderSend(request) : Effect.fail(refused)) }
          }
          written = true
          const answer = awaitAnswer(id)
          let at = 0
          let wrote: Exit.Exit<void, Socket.SocketError> | undefined
          connection.depart(frame, (writtenAt, exit) => {
            at = writtenAt
            wrote = exit
          })
          return {
            sentAt: () => at,
            // Read after the pass, when its write has been made.
            answer: () => answerTo(id, answer, Effect.suspend(() => wrote ?? Effect.dieMessage("a departed request's pass has not ended")))
          }
        }
        return { request, send, depart }
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

/**
 * The connection the sessions share, opened by the first session and closed with the last one; a session opened
 * after it failed gets a new one (the failed one is closed once its own sessions have closed).
 */
const sharedConnection = (url: string) =>
  Effect.gen(function*() {
    const driverScope = yield* Effect.scope
    const lock = yield* Effect.makeSemaphore(1)
    interface Shared {
      readonly connection: Connection
      readonly scope: Scope.CloseableScope
      users: number
    }
    let current: Shared | undefined
    const take = lock.withPermits(1)(Effect.suspend(() => {
      if (current !== undefined && !current.connection.broken()) {
        current.users += 1
        return Effect.succeed(current)
      }
      return Effect.gen(function*() {
        const scope = yield* Scope.fork(driverScope, ExecutionStrategy.sequential)
        const connection = yield* openClient(url).pipe(Scope.extend(scope))
        const shared: Shared = { connection, scope, users: 1 }
        current = shared
        return shared
      })
    }))
    const release = (shared: Shared) =>
      Effect.suspend(() => {
        shared.users -= 1
        if (shared.users > 0) return Effect.void
        if (current === shared) current = undefined
        return Scope.close(shared.scope, Exit.void)
      })
    return Effect.map(Effect.acquireRelease(take, release), (shared) => shared.connection)
  })

/** The session in a scope of its own inside the caller's, so a failed login releases its connection at once. */
const connect = (
  options: GatewayDriverOptions,
  connection: Effect.Effect<Connection, never, Scope.Scope>,
  credentials: Credentials
): Effect.Effect<TerminalSession, LoginFailed, Scope.Scope> =>
  Effect.gen(function*() {
    const attempt = Effect.gen(function*() {
      const own = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
      let used: Connection | undefined
      return yield* Effect.flatMap(connection, (shared) => {
        used = shared
        return open(options, shared, credentials)
      }).pipe(
        Scope.extend(own),
        Effect.onExit((exit) => (Exit.isFailure(exit) ? Scope.close(own, exit) : Effect.void)),
        Effect.mapError((error) => ({ error, stale: used?.broken() === true }))
      )
    })
    // A connection that was failing as this login was written (the gateway restarting, its close not read yet)
    // failed the login before the gateway saw it: the login is made once more, on a new connection.
    return yield* attempt.pipe(
      Effect.catchIf(({ error, stale }) => stale && error.kind === "connection_failed", () => attempt),
      Effect.mapError(({ error }) => error)
    )
  }).pipe(Effect.withSpan("GatewayTerminal.connect", { attributes: { server: credentials.server, login: credentials.login } }))

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || hostname === "::1" || hostname.startsWith("127.")

/**
 * The Terminal port over the gateway protocol (PROTOCOL.md): every `connect` logs in over the driver's one
 * connection to the gateway (opened when needed); closing the session's scope logs out, and the last session
 * closing closes the connection.
 */
export class GatewayTerminalDriver {
  static readonly layer = (options: GatewayDriverOptions): Layer.Layer<TerminalDriver> =>
    Layer.scoped(
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
        const connection = yield* sharedConnection(options.url)
        return TerminalDriver.of({ connect: (credentials) => connect(options, connection, credentials) })
      })
    )
}
