import { Schema } from "effect"

/**
 * MT5 reports times on the broker server's clock, not UTC. Every record the port returns carries both the true
 * instant (milliseconds since the Unix epoch, UTC) and the broker-local wall-clock string, so the service can show
 * what the broker showed without redoing the broker's time-zone arithmetic.
 */
export const EpochMillis = Schema.Int.annotations({ identifier: "EpochMillis", description: "milliseconds since 1970-01-01T00:00:00Z" })
export type EpochMillis = typeof EpochMillis.Type

export const BrokerLocalTime = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/)
).annotations({ identifier: "BrokerLocalTime", description: "broker server wall-clock time, YYYY-MM-DD HH:MM:SS.mmm" })
export type BrokerLocalTime = typeof BrokerLocalTime.Type

export const formatBrokerTime = (epochMs: number, utcOffsetMinutes: number): BrokerLocalTime =>
  new Date(epochMs + utcOffsetMinutes * 60_000).toISOString().slice(0, 23).replace("T", " ")
