import { HttpApi } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"

/**
 * Every documented path as a matcher, with the methods it answers. The router said "no route" before these are
 * asked, so they tell why: the path exists for other methods (a 405 lists them in `Allow`), or it exists for this
 * method too and one of its path parameters is not valid percent-encoding, which the router cannot decode.
 */
const routes: ReadonlyArray<{ readonly pattern: RegExp; readonly params: ReadonlyArray<string | undefined>; readonly methods: Set<string> }> = (() => {
  const byPath = new Map<string, Set<string>>()
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const methods = byPath.get(endpoint.path) ?? new Set<string>()
      byPath.set(endpoint.path, methods.add(endpoint.method))
    }
  })
  return [...byPath].map(([path, methods]) => {
    const segments = path.split("/")
    return {
      pattern: new RegExp(`^${segments.map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`),
      params: segments.map((s) => (s.startsWith(":") ? s.slice(1) : undefined)),
      methods
    }
  })
})()

const pathOf = (url: string) => url.split("?")[0] ?? ""

/** The methods the path answers, sorted; empty when no endpoint has this path. */
export const allowedMethods = (url: string): Array<string> => {
  const path = pathOf(url)
  const methods = new Set<string>()
  for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m)
  return [...methods].sort()
}

const decodes = (segment: string): boolean => {
  try {
    decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/** The path parameters, by their documented names, whose text is not valid percent-encoding (`%FF`, `%zz`). */
export const badlyEncodedParams = (url: string): Array<string> => {
  const segments = pathOf(url).split("/")
  const names = new Set<string>()
  for (const route of routes) {
    if (!route.pattern.test(pathOf(url))) continue
    route.params.forEach((name, i) => {
      if (name !== undefined && !decodes(segments[i] ?? "")) names.add(name)
    })
  }
  return [...names]
}

// A trailing slash is one more segment to split but matches the same template (the patterns allow it).
const segmentCount = (path: string) => path.split("/").length - (path.length > 1 && path.endsWith("/") ? 1 : 0)
const groupKey = (method: string, segments: number) => `${method} ${segments}`

const byTemplate = (() => {
  const templates: Array<{ readonly pattern: RegExp; readonly template: string; readonly method: string; readonly params: number }> = []
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const segments = endpoint.path.split("/")
      templates.push({
        pattern: new RegExp(`^${segments.map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`),
        template: endpoint.path,
        method: endpoint.method,
        params: segments.filter((s) => s.startsWith(":")).length
      })
    }
  })
  // A literal segment wins over a parameter (`/v1/accounts/summary` before `/v1/accounts/:id`), as in the router.
  templates.sort((a, b) => a.params - b.params)
  // Grouped by method and segment count, the only templates a path can match: a request tries a handful of patterns
  // instead of all of them (the order route was tried against ~60 patterns first, ~10 µs of every order).
  const groups = new Map<string, Array<(typeof templates)[number]>>()
  for (const t of templates) {
    const key = groupKey(t.method, segmentCount(t.template))
    groups.set(key, [...(groups.get(key) ?? []), t])
  }
  return groups
})()

/** Pages served beside the contract (docs, OpenAPI, metrics): named as they are. */
const servedPaths = new Set(["/docs", "/openapi.json", "/metrics"])

/**
 * The documented route a request is for (`/v1/accounts/:id`), for metrics and access logs: never the path as sent,
 * whose ids would make a series per account and whose segments can be secrets (`/hooks/tradingview/:secret`).
 */
export const routeOf = (method: string, url: string): string => {
  const path = pathOf(url)
  if (servedPaths.has(path)) return path
  for (const route of byTemplate.get(groupKey(method, segmentCount(path))) ?? []) if (route.pattern.test(path)) return route.template
  return "unmatched"
}
