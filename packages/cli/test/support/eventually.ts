/** Asks `probe` every 250 ms until it answers something, for at most `timeoutMs`: for what the service does later. */
export const eventually = async <A>(probe: () => Promise<A | undefined>, timeoutMs = 30_000): Promise<A> => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error("timed out")
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
