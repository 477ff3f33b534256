import { randomBytes } from "node:crypto"
import pg from "pg"

export interface FreshDatabase {
  /** The new database's URL; undefined when there is no server to make one on (the embedded PGlite is used). */
  readonly url: string | undefined
  /** Drops the database (forcing its connections closed); nothing to do for the embedded one. */
  readonly drop: () => Promise<void>
}

/**
 * A new, empty database on the Postgres server at `server` (DATABASE_URL's by default: CI's), named `<prefix>_<hex>`;
 * without a server, no database: the caller's service falls back to the embedded PGlite in its data folder. Each test
 * file and bench run gets its own, so they run side by side on one server.
 */
export const freshDatabase = async (
  options: { readonly server?: string | undefined; readonly prefix?: string } = {}
): Promise<FreshDatabase> => {
  const server = "server" in options ? options.server : process.env.DATABASE_URL
  if (server === undefined || server === "") return { url: undefined, drop: async () => {} }
  const name = `${options.prefix ?? "svc_t"}_${randomBytes(6).toString("hex")}`
  await onServer(server, `create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(server, `drop database if exists ${name} with (force)`) }
}

const onServer = async (server: string, statement: string) => {
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
