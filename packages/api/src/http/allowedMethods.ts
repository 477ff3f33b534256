import { HttpApi } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"

/** Every documented path as a matcher, with the methods it answers: what a 405 lists in `Allow`. */
const routes: ReadonlyArray<{ readonly pattern: RegExp; readonly methods: Set<string> }> = (() => {
  const byPath = new Map<string, Set<string>>()
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const methods = byPath.get(endpoint.path) ?? new Set<string>()
      byPath.set(endpoint.path, methods.add(endpoint.method))
    }
  })
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.split("/").map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`),
    methods
  }))
})()

/** The methods the path answers, sorted; empty when no endpoint has this path. */
export const allowedMethods = (url: string): Array<string> => {
  const path = url.split("?")[0] ?? ""
  const methods = new Set<string>()
  for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m)
  return [...methods].sort()
}
