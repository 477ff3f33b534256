// bench/crash: the long crash run. Figures print at the end; the exit code is 1 when any failure figure is not 0.
import { formatFigures, runCrash } from "./harness.js"

const figures = await runCrash({
  orders: Number(process.env.BENCH_CRASH_ORDERS ?? 600),
  kills: Number(process.env.BENCH_CRASH_KILLS ?? 10),
  accounts: Number(process.env.BENCH_CRASH_ACCOUNTS ?? 6),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  seed: Number(process.env.BENCH_CRASH_SEED ?? Date.now() % 100_000),
  log: (line) => console.log(line)
})
console.log(formatFigures(figures))
const failures = figures.duplicates + figures.unresolved + figures.lost + figures.keysWithSeveralOrders + figures.replayMismatches
process.exit(failures === 0 && figures.kills > 0 ? 0 : 1)
