import { Args, HelpDoc, Options, ValidationError } from "@effect/cli"
import { Effect, Option, ParseResult, Schema } from "effect"

/** The schema's own messages, one line: what a person needs to fix the value, without the schema's AST. */
const explain = (error: ParseResult.ParseError): string =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => issue.message).join("; ")

/**
 * Checks an option against a schema of the contract, naming the option in the message (`--volume: must be greater
 * than zero`); @effect/cli's own `withSchema` prints the bare schema error, which does not say which flag was wrong.
 */
export const optionSchema = <A, I extends A, B>(schema: Schema.Schema<B, I>) => (self: Options.Options<A>): Options.Options<B> => {
  const name = Option.getOrElse(Options.getIdentifier(self), () => "option")
  return Options.mapEffect(self, (value) =>
    Effect.mapError(
      Schema.decodeUnknown(schema)(value),
      (error) => ValidationError.invalidValue(HelpDoc.p(`${name}: ${explain(error)}`))
    ))
}

/** The same for a positional argument (`<account-id>: Expected AccountId (UUID), actual "x"`). */
export const argSchema = <A, I extends A, B>(schema: Schema.Schema<B, I>) => (self: Args.Args<A>): Args.Args<B> => {
  const name = Option.getOrElse(Args.getIdentifier(self), () => "argument")
  return Args.mapEffect(self, (value) =>
    Effect.mapError(Schema.decodeUnknown(schema)(value), (error) => HelpDoc.p(`${name}: ${explain(error)}`)))
}

/** An optional time given in RFC 3339 (`2026-11-24T09:30:00Z`), as the contract's timestamps are written. */
export const timeOption = (name: string, description: string) =>
  Options.text(name).pipe(optionSchema(Schema.Date), Options.optional, Options.withDescription(description))
