import { Option } from "effect"

/** 30 days: the session's sliding lifetime, and the cookie's. */
export const sessionLifetimeMillis = 30 * 24 * 60 * 60 * 1000

export const plainCookie = "svc_session"
/** Over HTTPS the cookie takes the `__Host-` prefix: Secure, no Domain, path `/`, so no sibling host can set it. */
export const hostCookie = "__Host-svc_session"

export const servedOverHttps = (publicUrl: Option.Option<URL>): boolean =>
  Option.match(publicUrl, { onNone: () => false, onSome: (u) => u.protocol === "https:" })

/** The `Set-Cookie` value that hands the session's token to the browser. */
export const sessionCookie = (token: string, https: boolean): string =>
  `${https ? hostCookie : plainCookie}=${token}; Path=/; Max-Age=${sessionLifetimeMillis / 1000}; HttpOnly; SameSite=Lax${
    https ? "; Secure" : ""
  }`

/** The `Set-Cookie` value that deletes it. */
export const clearedCookie = (https: boolean): string =>
  `${https ? hostCookie : plainCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`

/**
 * The session token a request carries, under the one cookie name this server sets: over HTTPS only the `__Host-`
 * cookie, which no sibling host or plain-HTTP answer can plant, so a planted `svc_session` never signs anyone in or
 * out. Undefined when none.
 */
export const sessionTokenOf = (cookieHeader: string | undefined, https: boolean): string | undefined => {
  if (cookieHeader === undefined) return undefined
  const wanted = https ? hostCookie : plainCookie
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === wanted) return part.slice(eq + 1).trim()
  }
  return undefined
}
