export interface Reply {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any
}

/** An answer as the tests read it: its status, headers and text, and the text as JSON when it is JSON. */
export const replyOf = async (res: Response): Promise<Reply> => {
  const text = await res.text()
  let parsed: unknown = undefined
  try {
    parsed = text.length > 0 ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: res.status, headers: res.headers, text, body: parsed }
}
