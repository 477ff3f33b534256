import Decimal from "decimal.js"
import { ParseResult, Schema } from "effect"
import {
  DealEntry,
  DealReason,
  DealType,
  Environment,
  MarginMode,
  OrderFilling,
  OrderState,
  OrderTime,
  OrderType,
  PositionType
} from "../terminal/enums.js"
import { Dec } from "./money.js"

/**
 * The simulated broker's books as saved under its state folder: one snapshot (`SavedBooks`) and a journal of
 * `SavedBatch` lines, each the changes one broker call made. Decimals are saved as exact strings.
 */

const DecimalFromString = Schema.transformOrFail(
  Schema.String,
  Schema.declare((u): u is Decimal => Decimal.isDecimal(u), { identifier: "Decimal" }),
  {
    strict: true,
    decode: (s, _, ast) =>
      ParseResult.try({ try: () => new Dec(s), catch: () => new ParseResult.Type(ast, s, `not a decimal: ${s}`) }),
    encode: (d) => ParseResult.succeed(d.toFixed())
  }
)
const NullableDecimal = Schema.NullOr(DecimalFromString)

export const SavedPosition = Schema.Struct({
  ticket: Schema.Number,
  identifier: Schema.Number,
  symbol: Schema.String,
  type: PositionType,
  volume: DecimalFromString,
  priceOpen: DecimalFromString,
  sl: NullableDecimal,
  tp: NullableDecimal,
  time: Schema.Number,
  timeUpdate: Schema.Number,
  magic: Schema.Number,
  comment: Schema.String,
  reason: DealReason,
  swap: DecimalFromString
})

export const SavedOrder = Schema.Struct({
  ticket: Schema.Number,
  symbol: Schema.String,
  type: OrderType,
  state: OrderState,
  timeSetup: Schema.Number,
  timeDone: Schema.NullOr(Schema.Number),
  volumeInitial: DecimalFromString,
  volumeCurrent: DecimalFromString,
  priceOpen: NullableDecimal,
  priceStopLimit: NullableDecimal,
  sl: NullableDecimal,
  tp: NullableDecimal,
  typeFilling: OrderFilling,
  typeTime: OrderTime,
  expiration: Schema.NullOr(Schema.Number),
  positionId: Schema.NullOr(Schema.Number),
  positionById: Schema.NullOr(Schema.Number),
  magic: Schema.Number,
  comment: Schema.String,
  reason: DealReason
})

export const SavedDeal = Schema.Struct({
  ticket: Schema.Number,
  order: Schema.NullOr(Schema.Number),
  positionId: Schema.NullOr(Schema.Number),
  time: Schema.Number,
  type: DealType,
  entry: Schema.NullOr(DealEntry),
  reason: DealReason,
  symbol: Schema.NullOr(Schema.String),
  volume: DecimalFromString,
  price: DecimalFromString,
  commission: DecimalFromString,
  swap: DecimalFromString,
  profit: DecimalFromString,
  fee: DecimalFromString,
  magic: Schema.Number,
  comment: Schema.String
})

/** An account's own figures; its positions, orders and deals are saved separately. */
export const SavedAccount = Schema.Struct({
  key: Schema.String,
  server: Schema.String,
  login: Schema.String,
  environment: Environment,
  name: Schema.String,
  /** scrypt hash, never the password. */
  passwordHash: Schema.String,
  currency: Schema.String,
  leverage: Schema.Number,
  marginMode: MarginMode,
  tradeAllowed: Schema.Boolean,
  balance: DecimalFromString,
  credit: DecimalFromString,
  successfulLogins: Schema.Number
})
export type SavedAccount = typeof SavedAccount.Type

/** How far each ticket sequence may have gone: a restart resumes at these. */
export const SavedTickets = Schema.Struct({
  order: Schema.Number,
  deal: Schema.Number,
  request: Schema.Number
})
export type SavedTickets = typeof SavedTickets.Type

export const SavedChange = Schema.Union(
  Schema.TaggedStruct("Account", { account: SavedAccount }),
  Schema.TaggedStruct("PositionSet", { key: Schema.String, position: SavedPosition }),
  Schema.TaggedStruct("PositionGone", { key: Schema.String, ticket: Schema.Number }),
  Schema.TaggedStruct("OrderSet", { key: Schema.String, order: SavedOrder }),
  Schema.TaggedStruct("OrderGone", { key: Schema.String, ticket: Schema.Number }),
  Schema.TaggedStruct("HistoryOrderAdded", { key: Schema.String, order: SavedOrder }),
  Schema.TaggedStruct("DealAdded", { key: Schema.String, deal: SavedDeal }),
  Schema.TaggedStruct("Tickets", { tickets: SavedTickets })
)
export type SavedChange = typeof SavedChange.Type

/** One journal line: every change of one broker call, applied all or not at all. */
export const SavedBatch = Schema.Struct({ changes: Schema.Array(SavedChange) })
export type SavedBatch = typeof SavedBatch.Type

export const SavedBooks = Schema.Struct({
  version: Schema.Literal(1),
  /** The journal continuing this snapshot is `journal-<generation>.ndjson`. */
  generation: Schema.Number,
  tickets: SavedTickets,
  accounts: Schema.Array(Schema.Struct({
    account: SavedAccount,
    positions: Schema.Array(SavedPosition),
    orders: Schema.Array(SavedOrder),
    historyOrders: Schema.Array(SavedOrder),
    deals: Schema.Array(SavedDeal)
  }))
})
export type SavedBooks = typeof SavedBooks.Type

export const decodeBatch = Schema.decodeUnknownSync(Schema.parseJson(SavedBatch))
export const encodeBatch = Schema.encodeSync(Schema.parseJson(SavedBatch))
export const decodeBooks = Schema.decodeUnknownSync(Schema.parseJson(SavedBooks))
export const encodeBooks = Schema.encodeSync(Schema.parseJson(SavedBooks))

/*
 * Journal lines are written on every broker call, where the Schema encoder cost ~90 µs a line; these build the same
 * encoded form by hand (a test holds them to `encodeBatch`). Loading still decodes with the Schemas.
 */
const text = (d: Decimal): string => d.toFixed()
const textOrNull = (d: Decimal | null): string | null => d === null ? null : d.toFixed()

const positionEncoded = (p: typeof SavedPosition.Type): typeof SavedPosition.Encoded => ({
  ...p,
  volume: text(p.volume),
  priceOpen: text(p.priceOpen),
  sl: textOrNull(p.sl),
  tp: textOrNull(p.tp),
  swap: text(p.swap)
})

const orderEncoded = (o: typeof SavedOrder.Type): typeof SavedOrder.Encoded => ({
  ...o,
  volumeInitial: text(o.volumeInitial),
  volumeCurrent: text(o.volumeCurrent),
  priceOpen: textOrNull(o.priceOpen),
  priceStopLimit: textOrNull(o.priceStopLimit),
  sl: textOrNull(o.sl),
  tp: textOrNull(o.tp)
})

const dealEncoded = (d: typeof SavedDeal.Type): typeof SavedDeal.Encoded => ({
  ...d,
  volume: text(d.volume),
  price: text(d.price),
  commission: text(d.commission),
  swap: text(d.swap),
  profit: text(d.profit),
  fee: text(d.fee)
})

const changeEncoded = (c: SavedChange): typeof SavedChange.Encoded => {
  switch (c._tag) {
    case "Account":
      return { ...c, account: { ...c.account, balance: text(c.account.balance), credit: text(c.account.credit) } }
    case "PositionSet":
      return { ...c, position: positionEncoded(c.position) }
    case "OrderSet":
    case "HistoryOrderAdded":
      return { ...c, order: orderEncoded(c.order) }
    case "DealAdded":
      return { ...c, deal: dealEncoded(c.deal) }
    case "PositionGone":
    case "OrderGone":
    case "Tickets":
      return c
  }
}

/** The same text as `encodeBatch`, built without the Schema encoder (the journal's hot path). */
export const renderBatch = (batch: SavedBatch): string => JSON.stringify({ changes: batch.changes.map(changeEncoded) })
