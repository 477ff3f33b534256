import { isSuccessRetcode, RETCODE } from "@svc/terminal-runtime/terminal/retcodes"
import { TerminalDriver } from "@svc/terminal-runtime/terminal/TerminalDriver"
import type { TerminalSession } from "@svc/terminal-runtime/terminal/TerminalSession"
import { Cause, Duration, Effect, Either, Exit, Layer, Option } from "effect"
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client"
import { AppConfig } from "../config.js"
import { PgPool } from "../db/Database.js"
import { MetricsRepo } from "./MetricsRepo.js"

/** Seconds, from a few milliseconds (a cached read) to the ten seconds past which a client has usually given up. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Which of the billing reconciler's passes ran: crypto months settled, the crypto provider's or the card provider's objects re-read. */
export type ReconcilePassKind = "crypto_months" | "crypto" | "card"

/** How a broker send ended, as an operator reads it: MT5's own retcode names are kept for the refusals' detail. */
export type SendOutcome = "done" | "placed" | "partial" | "rejected" | "not_sent" | "no_reply"

const outcomeOfRetcode = (retcode: number): SendOutcome =>
  retcode === RETCODE.DONE ? "done" : retcode === RETCODE.PLACED ? "placed" : retcode === RETCODE.DONE_PARTIAL ? "partial"
  : isSuccessRetcode(retcode) ? "done" : "rejected"

/**
 * The service's Prometheus registry: one per application (two test servers in one process never share counts).
 * Counters and histograms are fed where things happen (HTTP middleware, broker sends); the gauges that describe
 * the database (accounts by state, the webhook backlog, waves running, alerts) are read at scrape time, so a
 * scrape shows the state of every process on the database, not only this one's.
 */
export class ServiceMetrics extends Effect.Service<ServiceMetrics>()("@svc/api/ServiceMetrics", {
  effect: Effect.gen(function*() {
    const repo = yield* MetricsRepo
    // Read once here, not per request by the middleware (parsing the configuration costs more than the counting).
    const config = yield* AppConfig
    const pool = yield* Effect.serviceOption(PgPool)
    const registry = new Registry()
    collectDefaultMetrics({ register: registry, prefix: "svc_" })
    const registers = [registry]

    const httpRequests = new Counter({
      name: "svc_http_requests_total",
      help: "HTTP requests answered, by documented route (never the raw path: ids and secrets stay out), method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers
    })
    const httpDuration = new Histogram({
      name: "svc_http_request_duration_seconds",
      help: "Time from the request's arrival to its response, by route, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: latencyBuckets,
      registers
    })
    const orders = new Counter({
      name: "svc_orders_total",
      help: "Orders sent to the broker by outcome: done, placed (pending order), partial, rejected (any other retcode), not_sent, no_reply (unknown: confirmed later).",
      labelNames: ["outcome"] as const,
      registers
    })
    const brokerSend = new Histogram({
      name: "svc_broker_send_duration_seconds",
      help: "Time the broker (terminal) took to answer an order send, by outcome.",
      labelNames: ["outcome"] as const,
      buckets: latencyBuckets,
      registers
    })
    const reconcilePasses = new Counter({
      name: "svc_billing_reconcile_passes_total",
      help: "Passes of the billing reconciler this process ran, by kind (crypto_months, crypto, card): one process of a deployment runs them.",
      labelNames: ["kind"] as const,
      registers
    })
    const accounts = new Gauge({ name: "svc_accounts", help: "Accounts by state (online, offline, …), all processes.", labelNames: ["state"] as const, registers })
    const backlog = new Gauge({ name: "svc_webhook_deliveries_pending", help: "Webhook deliveries waiting to be sent or retried.", registers })
    const oldest = new Gauge({ name: "svc_webhook_oldest_pending_seconds", help: "Age of the oldest pending webhook delivery (0: none).", registers })
    const attempts = new Gauge({
      name: "svc_webhook_attempts_recent",
      help: "Webhook delivery attempts in the last 5 minutes, by outcome (ok: a 2xx answer; failed: anything else).",
      labelNames: ["outcome"] as const,
      registers
    })
    const waves = new Gauge({ name: "svc_waves_running", help: "Waves not yet finished, by state.", labelNames: ["state"] as const, registers })
    const alerts = new Gauge({ name: "svc_alerts_recent", help: "Alerts received in the last hour, by status.", labelNames: ["status"] as const, registers })
    const scrapeFailed = new Gauge({ name: "svc_metrics_database_up", help: "1 when the last scrape could read the database's figures, 0 when it could not.", registers })
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers, collect() { this.set(read()) } })
    Option.map(pool, ({ pool }) => {
      poolGauge("svc_db_pool_connections", "Connections the database pool holds.", () => pool.totalCount)
      poolGauge("svc_db_pool_idle", "Idle connections in the database pool.", () => pool.idleCount)
      poolGauge("svc_db_pool_waiting", "Queries waiting for a connection from the pool.", () => pool.waitingCount)
    })

    const setAll = <L extends string>(gauge: Gauge<L>, label: L, rows: ReadonlyArray<{ readonly count: number } & Record<string, unknown>>, key: string) => {
      // Reset first: a state no row has any more must read as gone, not as its last count.
      gauge.reset()
      for (const row of rows) gauge.set({ [label]: String(row[key]) } as Partial<Record<L, string>>, row.count)
    }

    const scrape = Effect.fn("ServiceMetrics.scrape")(function*() {
      const figures = yield* repo.figures().pipe(Effect.timeout(Duration.seconds(5)), Effect.either)
      if (Either.isRight(figures)) {
        const f = figures.right
        setAll(accounts, "state", f.accountsByState, "state")
        backlog.set(f.webhookBacklog)
        oldest.set(f.webhookOldestPendingSeconds)
        setAll(attempts, "outcome", f.webhookAttemptsRecent, "outcome")
        setAll(waves, "state", f.wavesRunningByState, "state")
        setAll(alerts, "status", f.alertsRecentByStatus, "status")
        scrapeFailed.set(1)
      } else {
        // The process's own figures are still worth a scrape when the database is away; this gauge says so.
        scrapeFailed.set(0)
        yield* Effect.logWarning("metrics: the database figures could not be read").pipe(Effect.annotateLogs("error", String(figures.left)))
      }
      return yield* Effect.promise(() => registry.metrics())
    })

    return {
      /** SVC_ACCESS_LOG */
      accessLog: config.accessLog,
      /** What `/metrics` on the API's port asks for; none when unset or when it has a listener of its own. */
      mainPortToken: Option.isSome(config.metricsPort) ? Option.none() : config.metricsToken,
      metricsToken: config.metricsToken,
      contentType: registry.contentType,
      scrape,
      recordRequest: (route: string, method: string, status: number, seconds: number) => {
        const labels = { route, method, status: String(status) }
        httpRequests.inc(labels)
        httpDuration.observe(labels, seconds)
      },
      recordSend: (outcome: SendOutcome, seconds: number) => {
        orders.inc({ outcome })
        brokerSend.observe({ outcome }, seconds)
      },
      recordReconcilePass: (kind: ReconcilePassKind) => {
        reconcilePasses.inc({ kind })
      }
    }
  }),
  dependencies: [MetricsRepo.Default]
}) {}

// A send that failed otherwise (a defect, an interruption) has the same meaning as no reply: the broker may have it.
const sendOutcomeOf = (exit: Exit.Exit<{ readonly retcode: number }, { readonly _tag: string }>): SendOutcome =>
  Exit.isSuccess(exit)
    ? outcomeOfRetcode(exit.value.retcode)
    : Option.exists(Cause.failureOption(exit.cause), (e) => e._tag === "NotSent") ? "not_sent" : "no_reply"

/**
 * The terminal port with every order send timed and counted: wrapped here, where the composition root hands the
 * driver to the actors, so neither the actors nor the drivers know about metrics.
 */
export const instrumentTerminal = <E, R>(driver: Layer.Layer<TerminalDriver, E, R>): Layer.Layer<TerminalDriver, E, R | ServiceMetrics> =>
  Layer.effect(
    TerminalDriver,
    Effect.gen(function*() {
      const inner = yield* TerminalDriver
      const metrics = yield* ServiceMetrics
      const timedFrom = <A extends { readonly retcode: number }, E extends { readonly _tag: string }>(started: number, send: Effect.Effect<A, E>) =>
        send.pipe(
          Effect.onExit((exit) => Effect.sync(() => metrics.recordSend(sendOutcomeOf(exit), (performance.now() - started) / 1000)))
        )
      const timedSend = <A extends { readonly retcode: number }, E extends { readonly _tag: string }>(send: Effect.Effect<A, E>) =>
        Effect.suspend(() => timedFrom(performance.now(), send))
      const timed = (session: TerminalSession): TerminalSession => ({
        ...session,
        orderSend: (request) => timedSend(session.orderSend(request)),
        // A prepared send is timed from when it is sent, as one sent at once is.
        prepareSend: (request) =>
          Effect.map(session.prepareSend(request), (prepared) => ({
            ...prepared,
            send: timedSend(prepared.send),
            // Timed from the hand-off, which happens during the call; the timing itself is set up once the pass of
            // departures is over, by whoever awaits the answer.
            depart: () => {
              const started = performance.now()
              const departure = prepared.depart()
              return { sentAt: departure.sentAt, answer: () => timedFrom(started, departure.answer()) }
            }
          }))
      })
      return TerminalDriver.of({ connect: (credentials) => Effect.map(inner.connect(credentials), timed) })
    })
  ).pipe(Layer.provide(driver))
