import { CliConfig, CommandDescriptor, Usage } from "@effect/cli"
import type { HelpDoc } from "@effect/cli"
import type { Span } from "@effect/cli/HelpDoc/Span"
import { HashMap } from "effect"

/**
 * `--help`, laid out by this CLI rather than by @effect/cli's renderer, which pads its command list to the longest
 * usage line of all (hundreds of columns), never wraps a paragraph and always writes ANSI styles. The content is
 * still @effect/cli's (descriptions, arguments, options, usage), so help cannot drift from what the parser accepts;
 * only the layout is ours: wrapped to the screen, optional flags marked as such, the parser's generic type
 * sentences left out, and bold only on a terminal.
 */

/** Built-ins (--completions, --log-level, --wizard) still work; help lists what operators use. */
const config = CliConfig.make({ showBuiltIns: false })

/** A command as help walks the tree: its words from the root, and its descriptor. */
export interface HelpTarget {
  readonly path: ReadonlyArray<string>
  readonly descriptor: CommandDescriptor.Command<unknown>
  /** The commands under it, for a group (and the root); empty for a command that runs. */
  readonly children: ReadonlyArray<readonly [name: string, descriptor: CommandDescriptor.Command<unknown>]>
  /** A word where one of `children` was expected but that names none of them. */
  readonly unknown: string | undefined
}

/** The group descriptors the root was built from: a group's own descriptor is what lists its commands. */
export type Groups = ReadonlyArray<CommandDescriptor.Command<unknown>>

const subcommands = (descriptor: CommandDescriptor.Command<unknown>) =>
  [...HashMap.entries(CommandDescriptor.getSubcommands(descriptor))]
const nameOf = (descriptor: CommandDescriptor.Command<unknown>) => [...CommandDescriptor.getNames(descriptor)][0] ?? ""
const byName = (a: readonly [string, unknown], b: readonly [string, unknown]) => a[0].localeCompare(b[0])

/**
 * The command whose help `args` ask for: the longest run of leading words that name commands (`svc keys create
 * --help` is the help of `keys create`; `svc keys --help` lists the keys commands).
 */
export const helpTarget = (
  root: CommandDescriptor.Command<unknown>,
  groups: Groups,
  args: ReadonlyArray<string>
): HelpTarget => {
  const rootName = nameOf(root)
  const words = args.filter((a) => !a.startsWith("-"))
  const group = groups.find((g) => nameOf(g) === words[0])
  if (group === undefined) {
    return { path: [rootName], descriptor: root, children: subcommands(root).sort(byName), unknown: words[0] }
  }
  const inside = subcommands(group).filter(([name]) => name !== words[0]).sort(byName)
  const leaf = inside.find(([name]) => name === words[1])
  if (leaf !== undefined || inside.length === 0) {
    return {
      path: [rootName, nameOf(group), ...(leaf === undefined ? [] : [leaf[0]])],
      descriptor: leaf?.[1] ?? group,
      children: [],
      unknown: undefined
    }
  }
  return { path: [rootName, nameOf(group)], descriptor: group, children: inside, unknown: words[1] }
}

// --- reading @effect/cli's help documents ---------------------------------------------------------------------------

const spanText = (span: Span): string => {
  switch (span._tag) {
    case "Text":
    case "URI":
      return span.value
    case "Sequence":
      return spanText(span.left) + spanText(span.right)
    case "Highlight":
    case "Strong":
    case "Weak":
      return spanText(span.value)
  }
}

/** A help document as the list of its blocks, in order. */
const blocks = (doc: HelpDoc.HelpDoc): ReadonlyArray<HelpDoc.HelpDoc> =>
  doc._tag === "Sequence" ? [...blocks(doc.left), ...blocks(doc.right)] : doc._tag === "Empty" ? [] : [doc]

const paragraphs = (doc: HelpDoc.HelpDoc): ReadonlyArray<string> =>
  blocks(doc).flatMap((b) => (b._tag === "Paragraph" ? [spanText(b.value)] : []))

/** The section under a heading (DESCRIPTION, ARGUMENTS, OPTIONS). */
const section = (doc: HelpDoc.HelpDoc, heading: string): ReadonlyArray<HelpDoc.HelpDoc> => {
  const all = blocks(doc)
  const start = all.findIndex((b) => b._tag === "Header" && spanText(b.value) === heading)
  if (start < 0) return []
  const end = all.findIndex((b, i) => i > start && b._tag === "Header")
  return all.slice(start + 1, end < 0 ? undefined : end)
}

const descriptionOf = (descriptor: CommandDescriptor.Command<unknown>): string =>
  section(CommandDescriptor.getHelp(descriptor, config), "DESCRIPTION").flatMap(paragraphs).join(" ")

interface Entry {
  readonly term: string
  readonly optional: boolean
  readonly text: ReadonlyArray<string>
}

/**
 * An argument or option as help shows it. The parser's first sentence is its type ("A user-defined piece of
 * text."), which the term already shows; "This setting is optional." becomes the [brackets] of usage lines; the
 * environment sentence is dropped because each description names its variable.
 */
const entries = (docs: ReadonlyArray<HelpDoc.HelpDoc>): ReadonlyArray<Entry> =>
  docs.flatMap((doc) => (doc._tag === "DescriptionList" ? doc.definitions : [])).map(([span, doc]) => {
    const [, ...said] = paragraphs(doc)
    const optional = said.some((p) => p.startsWith("This setting is optional."))
    const text = said
      .map((p) => p.replace(/^This setting is optional\.\s*/, "").replace(/^Defaults to: /, "Default: "))
      .filter((p) => p !== "" && p !== "This option can be set from environment variables.")
    return { term: spanText(span), optional, text }
  })

// --- layout ---------------------------------------------------------------------------------------------------------

/** Words filled into lines of `width`, each starting with `indent` (the first with `first`, if given). */
const wrap = (text: string, width: number, indent: string, first = indent): ReadonlyArray<string> => {
  const lines: Array<string> = []
  let line = first
  let empty = true
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = indent
      empty = true
    }
    line += empty ? word : ` ${word}`
    empty = false
  }
  lines.push(line)
  return lines
}

export interface Layout {
  readonly width: number
  /** Bold headings and terms, for a person at a terminal. */
  readonly styled: boolean
}

/** The help of `target`, as text at most `layout.width` columns wide (a single word longer than that excepted). */
export const renderHelp = (target: HelpTarget, layout: Layout): string => {
  const { styled, width } = layout
  const bold = (s: string) => (styled ? `\u001b[1m${s}\u001b[22m` : s)
  const out: Array<string> = []
  const heading = (title: string) => out.push("", bold(title))
  const command = target.path.join(" ")

  out.push(...wrap(`${command}: ${descriptionOf(target.descriptor)}`, width, ""))

  heading("USAGE")
  if (target.children.length > 0) {
    out.push(`  ${command} <command> [options]`)
    heading("COMMANDS")
    const nameWidth = Math.max(...target.children.map(([name]) => name.length))
    for (const [name, descriptor] of target.children) {
      const lead = `  ${name.padEnd(nameWidth)}  `
      out.push(...wrap(descriptionOf(descriptor), width, " ".repeat(lead.length), lead))
    }
    out.push("", ...wrap(`${command} <command> --help shows a command's arguments and options.`, width, ""))
    return `${out.join("\n")}\n`
  }

  for (const usage of Usage.enumerate(CommandDescriptor.getUsage(target.descriptor), config).map(spanText)) {
    // The parser writes the command's own name first; the operator types the whole path.
    const lead = `  ${command} `
    out.push(...wrap(usage.split(" ").slice(1).join(" "), width, " ".repeat(lead.length), lead))
  }
  const help = CommandDescriptor.getHelp(target.descriptor, config)
  for (const title of ["ARGUMENTS", "OPTIONS"]) {
    const listed = entries(section(help, title))
    if (listed.length === 0) continue
    heading(title)
    for (const entry of listed) {
      out.push(...wrap(entry.optional ? `[${entry.term}]` : entry.term, width, "      ", "  ").map(bold))
      for (const text of entry.text) out.push(...wrap(text, width, "      "))
    }
  }
  return `${out.join("\n")}\n`
}
