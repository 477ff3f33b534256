import type { Decimal } from "decimal.js"
import type { SimPassword } from "./password.js"
import type {
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

/** The broker's books, mutable, owned by one `Exchange`. Tickets are numbers inside, strings at the port. */
export interface SimPosition {
  readonly ticket: number
  readonly identifier: number
  readonly symbol: string
  type: PositionType
  volume: Decimal
  priceOpen: Decimal
  sl: Decimal | null
  tp: Decimal | null
  readonly time: number
  timeUpdate: number
  readonly magic: number
  readonly comment: string
  readonly reason: DealReason
  swap: Decimal
}

export interface SimOrder {
  readonly ticket: number
  readonly symbol: string
  type: OrderType
  state: OrderState
  readonly timeSetup: number
  timeDone: number | null
  readonly volumeInitial: Decimal
  volumeCurrent: Decimal
  priceOpen: Decimal | null
  priceStopLimit: Decimal | null
  sl: Decimal | null
  tp: Decimal | null
  readonly typeFilling: OrderFilling
  readonly typeTime: OrderTime
  expiration: number | null
  positionId: number | null
  readonly positionById: number | null
  readonly magic: number
  readonly comment: string
  readonly reason: DealReason
}

export interface SimDeal {
  readonly ticket: number
  readonly order: number | null
  readonly positionId: number | null
  readonly time: number
  readonly type: DealType
  readonly entry: DealEntry | null
  readonly reason: DealReason
  readonly symbol: string | null
  readonly volume: Decimal
  readonly price: Decimal
  readonly commission: Decimal
  readonly swap: Decimal
  readonly profit: Decimal
  readonly fee: Decimal
  readonly magic: number
  readonly comment: string
}

export interface SimAccount {
  readonly key: string
  readonly server: string
  readonly login: string
  readonly environment: Environment
  readonly name: string
  password: SimPassword
  readonly currency: string
  readonly leverage: number
  readonly marginMode: MarginMode
  tradeAllowed: boolean
  balance: Decimal
  credit: Decimal
  readonly positions: Map<number, SimPosition>
  /** Pending orders still working, by ticket. */
  readonly orders: Map<number, SimOrder>
  readonly historyOrders: Array<SimOrder>
  readonly deals: Array<SimDeal>
  successfulLogins: number
}

export const accountKey = (server: string, login: string): string => `${server}\u0000${login}`

/** Who sent a request: the service (MT5 reason EXPERT) or a person at the desktop terminal (CLIENT). */
export type RequestSource = "service" | "desktop"

/** Every trade request that reached the broker, for the at-most-once tests. */
export interface ExecutionRecord {
  readonly server: string
  readonly login: string
  readonly requestId: number
  readonly time: number
  readonly source: RequestSource
  readonly action: number
  readonly retcode: number
  readonly executed: boolean
  readonly comment: string
  readonly magic: number
  readonly clientTag: string | null
  readonly order: string | null
  readonly deal: string | null
}
