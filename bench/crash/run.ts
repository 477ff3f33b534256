// bench/crash: the long crash run. Figures print at the end; the exit code is 1 when any failure figure is not 0.
import { formatFigures, runCrash } from "@svc/api/testing/crashHarness"

const figures = await runCrash({
  orders: Number(process.env.BENCH_CRASH_ORDERS ?? 600),
  kills: Number(process.env.BENCH_CRASH_KILLS ?? 10),
  sigterms: Number(process.env.BENCH_CRASH_SIGTERMS ?? 3),
  ...(process.env.BENCH_CRASH_DRAIN === undefined ? {} : { drain: process.env.BENCH_CRASH_DRAIN }),
  accounts: Number(process.env.BENCH_CRASH_ACCOUNTS ?? 6),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  seed: Number(process.env.BENCH_CRASH_SEED ?? Date.now() % 100_000),
  log: (line) => console.log(line)
})
console.log(formatFigures(figures))
const failures = figures.duplicates + figures.unresolved + figures.lost + figures.keysWithSeveralOrders + figures.replayMismatches
const stopsClean = figures.stops.every((s) => s.exitCode === 0 && s.logged)
process.exit(failures + figures.unenveloped === 0 && stopsClean && figures.kills + figures.stops.length > 0 ? 0 : 1)
