import { Schema } from "effect"

/** What a terminal logs in with. The password stays redacted so no log line or error can print it. */
export const Credentials = Schema.Struct({
  login: Schema.String,
  password: Schema.Redacted(Schema.String),
  server: Schema.String
}).annotations({ identifier: "TerminalCredentials" })
export type Credentials = typeof Credentials.Type
