import { Option } from "effect"

const unsafeMethods = new Set(["POST", "PATCH", "PUT", "DELETE"])

export interface OriginHeaders {
  readonly method: string
  readonly origin: string | undefined
  readonly secFetchSite: string | undefined
  readonly host: string | undefined
}

/** The headers the check reads, from a request. */
export const originHeadersOf = (request: { readonly method: string; readonly headers: Readonly<Record<string, string | undefined>> }): OriginHeaders => ({
  method: request.method,
  origin: request.headers["origin"],
  secFetchSite: request.headers["sec-fetch-site"],
  host: request.headers["host"]
})

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

/**
 * Whether a request made with a console session may change state: safe methods always; unsafe ones unless the
 * browser says they come from another site. `Origin` decides when present (it must be this service's: the public
 * address when configured, the requested host otherwise); without it, `Sec-Fetch-Site` must be `same-origin` or
 * `none` (typed by the person). A request with neither comes from no browser, which cannot carry a victim's cookie
 * on its own.
 */
export const trustedOrigin = (request: OriginHeaders, publicUrl: Option.Option<URL>): boolean => {
  if (!unsafeMethods.has(request.method.toUpperCase())) return true
  if (request.origin !== undefined) {
    const presented = originOf(request.origin)
    if (presented === undefined) return false
    return Option.match(publicUrl, {
      onSome: (u) => presented === u.origin,
      onNone: () => request.host !== undefined && new URL(presented).host === request.host
    })
  }
  if (request.secFetchSite !== undefined) return request.secFetchSite === "same-origin" || request.secFetchSite === "none"
  return true
}
