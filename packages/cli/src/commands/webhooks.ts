import { Args, Command, Options } from "@effect/cli"
import { CreateWebhookEndpoint } from "@svc/domain/api/webhooks"
import { EventId, WebhookEndpointId } from "@svc/domain/ids"
import type { WebhookEndpoint } from "@svc/domain/resources/webhookEndpoint"
import { WebhookDeliveryStatus } from "@svc/domain/webhooks/delivery"
import type { WebhookDelivery } from "@svc/domain/webhooks/delivery"
import { webhookEventTypes } from "@svc/domain/webhooks/events"
import { Effect, Option, Schema } from "effect"
import { apiFor, connection } from "../Client.js"
import { confirmIrreversible, yesOption } from "../Confirm.js"
import { UsageError } from "../Failure.js"
import { field, listField } from "../Fields.js"
import { argSchema, optionSchema } from "../Input.js"
import { command, note } from "../Io.js"
import { allOption, cursorOption, limitOption, readPages } from "../Pages.js"
import { byIdCommand, listCommand } from "../ReadCommands.js"
import { details, emit, emitList, table } from "../Render.js"

const endpointId = Args.text({ name: "endpoint-id" }).pipe(
  argSchema(WebhookEndpointId),
  Args.withDescription("The endpoint's id (a UUID, as `svc webhooks list` shows).")
)
const eventId = Args.text({ name: "event-id" }).pipe(
  argSchema(EventId),
  Args.withDescription("The event's id (as `svc webhooks deliveries` shows).")
)

const url = Options.text("url").pipe(
  optionSchema(CreateWebhookEndpoint.fields.url),
  Options.withDescription("Where to POST events: HTTPS on port 443, reachable from the internet.")
)
const event = Options.choice("event", webhookEventTypes).pipe(
  Options.repeated,
  Options.withDescription(`An event to send; repeat for several; none means every event. One of: ${webhookEventTypes.join(", ")}.`)
)
const description = Options.text("description").pipe(
  optionSchema(Schema.String.pipe(Schema.maxLength(500))),
  Options.optional,
  Options.withDescription("Your own note about the endpoint.")
)

const endpointDetails = (w: WebhookEndpoint) =>
  details([
    ["id", w.id],
    ["url", w.url],
    ["description", w.description],
    ["events", w.events.length === 0 ? "every event" : w.events],
    ["enabled", w.enabled],
    ["disabled at", w.disabledAt],
    ["disabled reason", w.disabledReason],
    ["failures in a row", w.consecutiveFailures],
    ["secret hint", w.secretHint],
    ["old secret until", w.previousSecretExpiresAt],
    ["created", w.createdAt],
    ["updated", w.updatedAt]
  ])

const deliveryDetails = (d: WebhookDelivery) =>
  [
    details([
      ["endpoint", d.endpointId],
      ["event", d.eventId],
      ["type", d.eventType],
      ["event created", d.eventCreatedAt],
      ["status", d.status],
      ["next attempt", d.nextAttemptAt]
    ]),
    "",
    d.attempts.length === 0 ? "No attempts yet." : table(d.attempts, [
      ["#", (a) => a.attempt],
      ["AT", (a) => a.attemptedAt],
      ["HTTP", (a) => a.statusCode],
      ["MS", (a) => a.durationMs],
      ["ERROR", (a) => a.error],
      ["NEXT", (a) => a.nextAttemptAt]
    ])
  ].join("\n")

/** The secret is the answer of create and rotate, shown once: it goes to stdout with the endpoint. */
const withSecret = (w: WebhookEndpoint & { readonly secret: string }) =>
  `${endpointDetails(w)}\n${"secret".padEnd(17)}  ${w.secret}`

const list = listCommand("List the workspace's webhook endpoints.", (api) => api.webhooks.listWebhookEndpoints(), [
  ["ID", (w) => w.id],
  ["URL", (w) => w.url],
  ["ENABLED", (w) => w.enabled],
  ["EVENTS", (w) => (w.events.length === 0 ? "all" : w.events)],
  ["FAILURES", (w) => w.consecutiveFailures],
  ["DESCRIPTION", (w) => w.description]
], "No webhook endpoints.")

const show = byIdCommand(
  "show", endpointId, "Show one webhook endpoint.",
  (api, id) => api.webhooks.getWebhookEndpoint({ path: { id } }),
  endpointDetails
)

const create = Command.make("create", { ...connection, url, event, description }, ({ description, event, url, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const created = yield* api.webhooks.createWebhookEndpoint({
      payload: {
        url,
        ...listField("events", event),
        ...field("description", description)
      }
    })
    yield* emit(conn.json, created, withSecret)
    yield* note("Store the signing secret now: it is shown only this once.")
  })).pipe(Command.withDescription("Add a webhook endpoint; its signing secret is printed once (signed in: needs `svc confirm` first)."))

const update = Command.make(
  "update",
  { ...connection, id: endpointId, url: Options.optional(url), event, description },
  ({ description, event, id, url, ...conn }) =>
    Effect.gen(function*() {
      if (Option.isNone(url) && event.length === 0 && Option.isNone(description)) {
        return yield* new UsageError({ message: "give at least one of --url, --event, --description" })
      }
      const api = yield* apiFor(conn)
      const endpoint = yield* api.webhooks.updateWebhookEndpoint({
        path: { id },
        payload: {
          ...field("url", url),
          ...listField("events", event),
          ...field("description", description)
        }
      })
      yield* emit(conn.json, endpoint, endpointDetails)
    })
).pipe(Command.withDescription("Change an endpoint's url, events or description; the secret stays (signed in: needs `svc confirm` first)."))

const remove = Command.make(
  "delete",
  { ...connection, id: endpointId, yes: yesOption },
  ({ id, yes, ...conn }) =>
    Effect.gen(function*() {
      yield* confirmIrreversible(yes, `Delete webhook endpoint ${id} and its delivery log?`)
      const api = yield* apiFor(conn)
      const endpoint = yield* api.webhooks.deleteWebhookEndpoint({ path: { id } })
      yield* note(`Deleted webhook endpoint ${endpoint.id} (${endpoint.url}).`)
      yield* emit(conn.json, endpoint, endpointDetails)
    })
).pipe(Command.withDescription("Delete an endpoint and its delivery log; asks first unless --yes."))

const test = Command.make("test", { ...connection, id: endpointId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const delivery = yield* api.webhooks.testWebhookEndpoint({ path: { id } })
    yield* note(`Queued a webhook.test event; follow it with: ${yield* command(`webhooks delivery ${id} ${delivery.eventId}`)}`)
    yield* emit(conn.json, delivery, deliveryDetails)
  })).pipe(Command.withDescription("Send a webhook.test event to one endpoint (even a switched-off one)."))

const rotate = Command.make("rotate", { ...connection, id: endpointId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const rotated = yield* api.webhooks.rotateWebhookSecret({ path: { id } })
    yield* emit(conn.json, rotated, withSecret)
    yield* note("Store the new secret now: it is shown only this once. For 24 hours deliveries carry both signatures.")
  })).pipe(Command.withDescription("Make a new signing secret (printed once); the old one keeps signing for 24 hours (signed in: needs `svc confirm` first)."))

const enable = byIdCommand(
  "enable", endpointId, "Resume an endpoint the service switched off after repeated failures.",
  (api, id) => api.webhooks.enableWebhookEndpoint({ path: { id } }),
  endpointDetails
)

const deliveries = Command.make(
  "deliveries",
  {
    ...connection,
    id: endpointId,
    status: Options.choice("status", WebhookDeliveryStatus.literals).pipe(
      Options.optional,
      Options.withDescription("Only deliveries in this status.")
    ),
    limit: limitOption,
    cursor: cursorOption,
    all: allOption
  },
  ({ all, cursor, id, limit, status, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const { next, rows } = yield* readPages(cursor, all, (at) =>
        api.webhooks.listWebhookDeliveries({
          path: { id },
          urlParams: { ...field("status", status), ...field("limit", limit), ...field("cursor", at) }
        }))
      yield* emitList(conn.json, rows, [
        ["EVENT", (d) => d.eventId],
        ["TYPE", (d) => d.eventType],
        ["STATUS", (d) => d.status],
        ["ATTEMPTS", (d) => d.attempts.length],
        ["LAST HTTP", (d) => d.attempts.at(-1)?.statusCode ?? null],
        ["NEXT ATTEMPT", (d) => d.nextAttemptAt],
        ["CREATED", (d) => d.eventCreatedAt]
      ], "No deliveries.")
      if (next !== null) yield* note(`More: ${yield* command(`webhooks deliveries ${id} --cursor ${next}`)}`)
    })
).pipe(Command.withDescription("The endpoint's delivery log, newest event first (kept 30 days)."))

const delivery = Command.make("delivery", { ...connection, id: endpointId, eventId }, ({ eventId, id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emit(conn.json, yield* api.webhooks.getWebhookDelivery({ path: { id, eventId } }), deliveryDetails)
  })).pipe(Command.withDescription("One event's delivery to an endpoint, with every attempt."))

const redeliver = Command.make("redeliver", { ...connection, id: endpointId, eventId }, ({ eventId, id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const queued = yield* api.webhooks.redeliverWebhookEvent({ path: { id, eventId } })
    yield* note(`Queued event ${eventId} again for endpoint ${id}.`)
    yield* emit(conn.json, queued, deliveryDetails)
  })).pipe(Command.withDescription("Send a logged event to the endpoint again now, with a fresh retry schedule."))

export const webhooksCommand = Command.make("webhooks").pipe(
  Command.withDescription("Outbound webhook endpoints and their delivery logs."),
  Command.withSubcommands([list, show, create, update, remove, test, rotate, enable, deliveries, delivery, redeliver])
)
