/** Sent as the User-Agent and shown by --version; kept equal to package.json. */
export const version = "0.1.0"
