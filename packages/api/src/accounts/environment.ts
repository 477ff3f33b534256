import type { Environment } from "@svc/domain/resources/account"

/** Until a terminal reports it, the environment is read from the server name, the way brokers name servers. */
export const environmentFromServer = (server: string): Environment | null => {
  const s = server.toLowerCase()
  if (s.includes("demo")) return "demo"
  if (s.includes("contest")) return "contest"
  if (s.includes("live") || s.includes("real")) return "live"
  return null
}
