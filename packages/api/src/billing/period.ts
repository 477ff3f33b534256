/** The usage period: the calendar month (UTC) holding `now`, start inclusive, end exclusive. */
export const currentPeriod = (now: Date): { readonly start: Date; readonly end: Date } => ({
  start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
})
