import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { PositiveDecimalString } from "../decimal.js"
import { AccountNotFound, AccountNotReady, CapabilityUnavailable, NoRuntime, RateLimited, SchedulerFailed } from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { AccountId } from "../ids.js"
import { CalculationResult } from "../resources/calculation.js"
import { Deal } from "../resources/deal.js"
import { OrderSide } from "../resources/order.js"
import { PositionsSnapshot } from "../resources/position.js"
import { Quote } from "../resources/quote.js"
import { Timestamp } from "../time.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

const AccountPath = Schema.Struct({ id: AccountId })

// `?symbols=A&symbols=B` means what `?symbols=A,B` does: both are how clients write a list.
const CommaList = Schema.transform(
  Schema.Union(Schema.String, Schema.Array(Schema.String)),
  Schema.String.pipe(Schema.maxLength(2000)),
  { strict: true, decode: (v) => (typeof v === "string" ? v : v.join(",")), encode: (s) => s }
).annotations({ description: "comma-separated (or the parameter repeated); up to 20 names across symbols and instruments together" })

export const QuotesParams = Schema.Struct({
  symbols: Schema.optional(CommaList).annotations({ description: "broker symbols exactly as the account shows them" }),
  instruments: Schema.optional(CommaList)
    .annotations({ description: "plain instrument names (EURUSD), each quoted as the account's own symbol (EURUSD.m)" })
}).annotations(strict)

export const DealsParams = Schema.Struct({
  since: Schema.optional(Timestamp).annotations({ description: "deals at or after (RFC 3339)" }),
  until: Schema.optional(Timestamp).annotations({ description: "deals before (RFC 3339)" })
}).annotations(strict)

const Volume = PositiveDecimalString
export const CalculateRequest = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal("margin"),
    symbol: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)),
    side: OrderSide,
    volume: Volume,
    price: PositiveDecimalString
  }).annotations({ identifier: "MarginCalculation", ...strict }),
  Schema.Struct({
    kind: Schema.Literal("profit"),
    symbol: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)),
    side: OrderSide,
    volume: Volume,
    openPrice: PositiveDecimalString,
    closePrice: PositiveDecimalString
  }).annotations({ identifier: "ProfitCalculation", ...strict })
).annotations({ identifier: "CalculateRequest", ...strict })

export const PositionsResponse = DataEnvelope(PositionsSnapshot, "PositionsResponse")

/** What an account holds and what the market shows it: read from the sync, or from the terminal when online. */
export class AccountDataGroup extends HttpApiGroup.make("accountData")
  .annotate(OpenApi.Title, "Account data")
  .annotate(OpenApi.Description, "What an account holds and what its market shows: positions, deals, live quotes and margin or profit calculations. Positions and deals come from the sync; quotes and calculations ask the terminal, so the account must be online.")
  .add(
    HttpApiEndpoint.get("listPositions", "/v1/accounts/:id/positions")
      .annotate(OpenApi.Summary, "List open positions")
      .setPath(AccountPath)
      .addSuccess(PositionsResponse)
      .pipe(errors(AccountNotFound))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "The positions snapshot, refreshed about every 15 seconds while the account is online; each row carries `observedAt`.")
  )
  .add(
    HttpApiEndpoint.post("reconcilePositions", "/v1/accounts/:id/reconcile")
      .annotate(OpenApi.Summary, "Refresh positions now")
      .setPath(AccountPath)
      .addSuccess(PositionsResponse)
      .pipe(errors(AccountNotFound, AccountNotReady, SchedulerFailed))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Refreshes the positions snapshot from the terminal now (and confirms unresolved orders). The account must be online.")
  )
  .add(
    HttpApiEndpoint.get("listDeals", "/v1/accounts/:id/deals")
      .annotate(OpenApi.Summary, "List deals")
      .setPath(AccountPath)
      .setUrlParams(DealsParams)
      .addSuccess(DataEnvelope(Schema.Array(Deal), "DealListResponse"))
      .pipe(errors(AccountNotFound))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Every deal of the account, including those no order of yours caused (stops, swaps, deposits, desktop trades), ordered by the broker's timestamp.")
  )
  .add(
    HttpApiEndpoint.get("getQuotes", "/v1/accounts/:id/quotes")
      .annotate(OpenApi.Summary, "Get live quotes")
      .setPath(AccountPath)
      .setUrlParams(QuotesParams)
      .addSuccess(DataEnvelope(Schema.Array(Quote), "QuoteListResponse"))
      .pipe(errors(AccountNotFound, AccountNotReady, RateLimited, CapabilityUnavailable, SchedulerFailed))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Live quotes from the account's terminal; poll, there is no stream. Up to 20 names. Answers served from the short cache are free; the rest count against 300 a minute plus a burst of 50 per account (429 RATE_LIMITED with `retry-after`).")
  )
  .add(
    HttpApiEndpoint.post("calculate", "/v1/accounts/:id/calculate")
      .annotate(OpenApi.Summary, "Calculate margin or profit")
      .setPath(AccountPath)
      .setPayload(CalculateRequest)
      .addSuccess(DataEnvelope(CalculationResult, "CalculationResponse"))
      .pipe(errors(AccountNotFound, NoRuntime, SchedulerFailed))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Margin for an order (`kind: margin`, at `price`) or profit between two prices (`kind: profit`, `openPrice` to `closePrice`), in the account currency. Opens nothing. `value` null means the terminal would not answer. 409 NO_RUNTIME when the account is offline.")
  )
  .middleware(Authentication)
{}
