import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { Environment, MarginMode } from "./enums.js"

/** `account_info()`: money as exact decimal strings in the account currency. */
export const AccountInfo = Schema.Struct({
  login: Schema.String,
  server: Schema.String,
  name: Schema.String,
  company: Schema.String,
  environment: Environment,
  currency: Schema.String,
  currencyDigits: Schema.Int,
  leverage: Schema.Int,
  marginMode: MarginMode,
  /** False when the login works but the broker refuses trading (investor password, disabled account). */
  tradeAllowed: Schema.Boolean,
  tradeExpert: Schema.Boolean,
  balance: DecimalString,
  credit: DecimalString,
  profit: DecimalString,
  equity: DecimalString,
  margin: DecimalString,
  marginFree: DecimalString,
  /** Equity over margin in percent; null while no margin is used. */
  marginLevel: Schema.NullOr(DecimalString),
  /** Margin level (percent) at which the broker warns. */
  marginSoCall: DecimalString,
  /** Margin level (percent) at which the broker starts closing positions. */
  marginSoSo: DecimalString,
  /** The broker server's offset from UTC, in minutes, used for every `brokerTime` string. */
  brokerUtcOffsetMinutes: Schema.Int
}).annotations({ identifier: "TerminalAccountInfo" })
export type AccountInfo = typeof AccountInfo.Type
