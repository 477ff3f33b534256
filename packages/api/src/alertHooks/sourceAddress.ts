/** TradingView sends alerts from these IPv4 addresses only (its published list). */
export const tradingViewAddresses: ReadonlySet<string> = new Set(["52.89.214.238", "34.212.75.30", "54.218.53.128", "52.32.178.7"])
