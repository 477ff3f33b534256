import type { SymbolTradeMode } from "../terminal/enums.js"

/**
 * The simulated broker's instruments. Figures are typical of a retail MT5 broker; the price feed starts each one at
 * `basePrice` and walks it `volatilityPoints` (standard deviation, in points) per tick.
 *
 * - `margin: "forex"` is lots × contract size ÷ leverage in the margin (base) currency; `"cfd"` is
 *   lots × contract size × price ÷ leverage in the profit currency. Hedged positions are margined in full.
 * - Swaps are in points per lot per night; `rollover` weights each broker-local weekday (Sunday first) at whose end
 *   the swap is charged: forex charges weeknights with a triple charge on Wednesday, crypto every night.
 * - Commission is per lot per side, in the account currency, charged on every fill (entry in and out).
 * - `session: "never"` is the always-closed market of `SIM.CLOSED`; the others trade around the clock.
 */
export interface SimSymbolSpec {
  readonly name: string
  readonly description: string
  readonly currencyBase: string
  readonly currencyProfit: string
  readonly currencyMargin: string
  readonly digits: number
  readonly contractSize: string
  readonly volumeMin: string
  readonly volumeStep: string
  readonly volumeMax: string
  readonly stopsLevel: number
  readonly freezeLevel: number
  readonly spreadPoints: number
  readonly basePrice: string
  readonly volatilityPoints: number
  readonly swapLong: string
  readonly swapShort: string
  readonly rollover: readonly [number, number, number, number, number, number, number]
  readonly commissionPerLot: string
  readonly margin: "forex" | "cfd"
  readonly fillingMode: number
  readonly tradeMode: SymbolTradeMode
  readonly session: "always" | "never"
}

const FOREX_NIGHTS = [0, 1, 1, 3, 1, 1, 0] as const
const EVERY_NIGHT = [1, 1, 1, 1, 1, 1, 1] as const
const NO_NIGHTS = [0, 0, 0, 0, 0, 0, 0] as const

const forex = {
  contractSize: "100000",
  volumeMin: "0.01",
  volumeStep: "0.01",
  volumeMax: "100",
  stopsLevel: 10,
  freezeLevel: 0,
  rollover: FOREX_NIGHTS,
  commissionPerLot: "3.50",
  margin: "forex",
  fillingMode: 3,
  tradeMode: "full",
  session: "always"
} as const

export const SIM_SYMBOLS: ReadonlyArray<SimSymbolSpec> = [
  {
    ...forex,
    name: "EURUSD",
    description: "Euro vs US Dollar",
    currencyBase: "EUR",
    currencyProfit: "USD",
    currencyMargin: "EUR",
    digits: 5,
    spreadPoints: 8,
    basePrice: "1.08500",
    volatilityPoints: 1.8,
    swapLong: "-7.2",
    swapShort: "1.9"
  },
  {
    ...forex,
    name: "GBPUSD",
    description: "Great Britain Pound vs US Dollar",
    currencyBase: "GBP",
    currencyProfit: "USD",
    currencyMargin: "GBP",
    digits: 5,
    spreadPoints: 12,
    basePrice: "1.27000",
    volatilityPoints: 2.2,
    swapLong: "-4.9",
    swapShort: "-1.3"
  },
  {
    ...forex,
    name: "USDJPY",
    description: "US Dollar vs Japanese Yen",
    currencyBase: "USD",
    currencyProfit: "JPY",
    currencyMargin: "USD",
    digits: 3,
    spreadPoints: 10,
    basePrice: "150.000",
    volatilityPoints: 2.5,
    swapLong: "15.1",
    swapShort: "-27.4"
  },
  {
    name: "XAUUSD",
    description: "Gold vs US Dollar",
    currencyBase: "XAU",
    currencyProfit: "USD",
    currencyMargin: "USD",
    digits: 2,
    contractSize: "100",
    volumeMin: "0.01",
    volumeStep: "0.01",
    volumeMax: "50",
    stopsLevel: 50,
    freezeLevel: 0,
    spreadPoints: 25,
    basePrice: "2350.00",
    volatilityPoints: 8,
    swapLong: "-35.4",
    swapShort: "14.6",
    rollover: FOREX_NIGHTS,
    commissionPerLot: "5.00",
    margin: "cfd",
    fillingMode: 3,
    tradeMode: "full",
    session: "always"
  },
  {
    name: "US30",
    description: "Dow Jones Industrial Average Index (cash)",
    currencyBase: "USD",
    currencyProfit: "USD",
    currencyMargin: "USD",
    digits: 1,
    contractSize: "1",
    volumeMin: "0.1",
    volumeStep: "0.1",
    volumeMax: "100",
    stopsLevel: 30,
    freezeLevel: 0,
    spreadPoints: 20,
    basePrice: "39000.0",
    volatilityPoints: 13,
    swapLong: "-80",
    swapShort: "-25",
    rollover: FOREX_NIGHTS,
    commissionPerLot: "0.00",
    margin: "cfd",
    fillingMode: 3,
    tradeMode: "full",
    session: "always"
  },
  {
    name: "BTCUSD",
    description: "Bitcoin vs US Dollar",
    currencyBase: "BTC",
    currencyProfit: "USD",
    currencyMargin: "USD",
    digits: 2,
    contractSize: "1",
    volumeMin: "0.01",
    volumeStep: "0.01",
    volumeMax: "10",
    stopsLevel: 1000,
    freezeLevel: 0,
    spreadPoints: 2500,
    basePrice: "65000.00",
    volatilityPoints: 660,
    swapLong: "-2000",
    swapShort: "-1200",
    rollover: EVERY_NIGHT,
    commissionPerLot: "0.00",
    margin: "cfd",
    fillingMode: 1,
    tradeMode: "full",
    session: "always"
  },
  {
    name: "SIM.CLOSED",
    description: "Test market that is always closed",
    currencyBase: "SIM",
    currencyProfit: "USD",
    currencyMargin: "USD",
    digits: 5,
    contractSize: "100000",
    volumeMin: "0.01",
    volumeStep: "0.01",
    volumeMax: "100",
    stopsLevel: 10,
    freezeLevel: 0,
    spreadPoints: 10,
    basePrice: "1.00000",
    volatilityPoints: 0,
    swapLong: "0",
    swapShort: "0",
    rollover: NO_NIGHTS,
    commissionPerLot: "0.00",
    margin: "cfd",
    fillingMode: 3,
    tradeMode: "full",
    session: "never"
  }
]
