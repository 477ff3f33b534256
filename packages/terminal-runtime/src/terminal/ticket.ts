import { Schema } from "effect"

/** MT5 tickets are unsigned 64-bit integers; strings keep them exact beyond 2^53 and match the spec's ids. */
export const Ticket = Schema.String.pipe(Schema.pattern(/^[1-9]\d{0,19}$/))
  .annotations({ identifier: "Ticket", description: "broker ticket number as a decimal string" })
export type Ticket = typeof Ticket.Type
