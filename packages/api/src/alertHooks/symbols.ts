import type { AlertHookDefaults } from "@svc/domain/resources/alertHook"

/**
 * The broker symbols to try for a chart symbol, best first: the exchange prefix stripped (`OANDA:EURUSD` →
 * `EURUSD`) when `stripExchangePrefix`, then the hook's `symbolMap` entry, else the name with `symbolSuffix`; the
 * bare name last when a suffix is set (a broker may list both). Pure.
 */
export const symbolCandidates = (chartSymbol: string, defaults: Pick<AlertHookDefaults, "stripExchangePrefix" | "symbolMap" | "symbolSuffix">) => {
  const name = defaults.stripExchangePrefix && chartSymbol.includes(":") ? chartSymbol.slice(chartSymbol.lastIndexOf(":") + 1) : chartSymbol
  const mapped = defaults.symbolMap[name] ?? defaults.symbolMap[chartSymbol]
  if (mapped !== undefined) return [mapped]
  const candidates = defaults.symbolSuffix === "" ? [name] : [`${name}${defaults.symbolSuffix}`, name]
  return [...new Set(candidates)]
}

/** The first candidate the broker lists; undefined when none is. */
export const resolveSymbol = (candidates: ReadonlyArray<string>, brokerSymbols: ReadonlySet<string>) =>
  candidates.find((c) => brokerSymbols.has(c))
