import { Schema } from "effect"

// RFC 3339 UTC timestamps on the wire, Date in memory.
export const Timestamp = Schema.Date.annotations({ identifier: "Timestamp", description: "RFC 3339 date-time in UTC" })
export type Timestamp = typeof Timestamp.Type
