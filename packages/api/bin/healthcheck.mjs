#!/usr/bin/env node
// The container's HEALTHCHECK (and any supervisor's): asks the service on this machine for /healthz and exits 0 when
// it answers 200, 1 otherwise (not listening, not answering within 3 s, any other status). Plain node, no
// dependencies, so it runs in the production image as it is. It reads the same PORT and HOST as the service; a
// service on every interface (0.0.0.0, ::) is asked on loopback.
/* global AbortSignal */
const port = process.env.PORT?.trim() || "8080"
const configured = process.env.HOST?.trim() || "127.0.0.1"
const host = configured === "0.0.0.0" || configured === "::" ? "127.0.0.1" : configured
const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/healthz`

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) })
  if (response.status !== 200) {
    console.error(`healthcheck: ${url} answered ${response.status}`)
    process.exit(1)
  }
  process.exit(0)
} catch (error) {
  console.error(`healthcheck: ${url} did not answer (${error instanceof Error ? error.message : String(error)})`)
  process.exit(1)
}
