import type { Decimal } from "decimal.js"
import type { Deal } from "../terminal/deal.js"
import type { HistoryOrder, Order } from "../terminal/order.js"
import type { Position } from "../terminal/position.js"
import type { Ticket } from "../terminal/ticket.js"
import { formatBrokerTime } from "../terminal/time.js"
import type { SimSymbol } from "./market.js"
import { fixed, money, plain } from "./money.js"
import type { SimDeal, SimOrder, SimPosition } from "./state.js"

/** The broker's books as the port's records: tickets as strings, amounts as decimal strings, times twice. */
export const ticket = (n: number): Ticket => String(n)
const ticketOrNull = (n: number | null): Ticket | null => (n === null ? null : ticket(n))

const price = (symbol: SimSymbol, d: Decimal) => fixed(d, symbol.spec.digits)
const priceOrNull = (symbol: SimSymbol, d: Decimal | null) => (d === null ? null : price(symbol, d))
const volume = (symbol: SimSymbol, d: Decimal) => fixed(d, symbol.volumeDecimals)

export const positionRecord = (
  p: SimPosition,
  symbol: SimSymbol,
  current: Decimal,
  profit: Decimal,
  offsetMinutes: number
): Position => ({
  ticket: ticket(p.ticket),
  identifier: ticket(p.identifier),
  symbol: p.symbol,
  type: p.type,
  time: p.time,
  brokerTime: formatBrokerTime(p.time, offsetMinutes),
  timeUpdate: p.timeUpdate,
  volume: volume(symbol, p.volume),
  // A netting position's average price can fall between points.
  priceOpen: p.priceOpen.decimalPlaces() > symbol.spec.digits ? plain(p.priceOpen) : price(symbol, p.priceOpen),
  priceCurrent: price(symbol, current),
  sl: priceOrNull(symbol, p.sl),
  tp: priceOrNull(symbol, p.tp),
  swap: money(p.swap),
  profit: money(profit),
  magic: p.magic,
  comment: p.comment,
  reason: p.reason
})

const orderFields = (o: SimOrder, symbol: SimSymbol, offsetMinutes: number) => ({
  ticket: ticket(o.ticket),
  symbol: o.symbol,
  type: o.type,
  state: o.state,
  timeSetup: o.timeSetup,
  brokerTimeSetup: formatBrokerTime(o.timeSetup, offsetMinutes),
  volumeInitial: volume(symbol, o.volumeInitial),
  volumeCurrent: volume(symbol, o.volumeCurrent),
  priceOpen: priceOrNull(symbol, o.priceOpen),
  priceStopLimit: priceOrNull(symbol, o.priceStopLimit),
  sl: priceOrNull(symbol, o.sl),
  tp: priceOrNull(symbol, o.tp),
  typeFilling: o.typeFilling,
  typeTime: o.typeTime,
  expiration: o.expiration,
  positionId: ticketOrNull(o.positionId),
  positionById: ticketOrNull(o.positionById),
  magic: o.magic,
  comment: o.comment,
  reason: o.reason
})

export const orderRecord = (o: SimOrder, symbol: SimSymbol, current: Decimal, offsetMinutes: number): Order => ({
  ...orderFields(o, symbol, offsetMinutes),
  priceCurrent: price(symbol, current)
})

export const historyOrderRecord = (o: SimOrder, symbol: SimSymbol, offsetMinutes: number): HistoryOrder => {
  const done = o.timeDone ?? o.timeSetup
  return { ...orderFields(o, symbol, offsetMinutes), timeDone: done, brokerTimeDone: formatBrokerTime(done, offsetMinutes) }
}

export const dealRecord = (d: SimDeal, symbol: SimSymbol | undefined, offsetMinutes: number): Deal => ({
  ticket: ticket(d.ticket),
  order: ticketOrNull(d.order),
  positionId: ticketOrNull(d.positionId),
  time: d.time,
  brokerTime: formatBrokerTime(d.time, offsetMinutes),
  type: d.type,
  entry: d.entry,
  reason: d.reason,
  symbol: d.symbol,
  volume: symbol === undefined ? fixed(d.volume, 2) : volume(symbol, d.volume),
  price: symbol === undefined ? fixed(d.price, 2) : price(symbol, d.price),
  commission: money(d.commission),
  swap: money(d.swap),
  profit: money(d.profit),
  fee: money(d.fee),
  magic: d.magic,
  comment: d.comment
})
