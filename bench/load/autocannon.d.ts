// autocannon 8 ships no types; the part bench/load uses, after its README ("autocannon(opts[, cb])", "Results").
declare module "autocannon" {
  import type { EventEmitter } from "node:events"

  export interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface Request extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | undefined
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: ReadonlyArray<Request>
    title?: string
  }

  export interface Histogram {
    average: number
    p50: number
    p90: number
    p99: number
    max: number
    total?: number
  }

  export interface Result {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface Instance extends EventEmitter {
    stop(): void
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance
  export default autocannon
}
