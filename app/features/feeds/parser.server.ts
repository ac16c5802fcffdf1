/**
 * Streams a portal feed element by element with saxes (a SAX parser): only
 * the listing being read is held in memory, whatever the feed's size.
 */
import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import type { FeedFormat } from "./feeds-schema.ts";

/** One element of a listing: its lower-cased name, attributes, text (CDATA included) and children. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

export type FeedEvent = { kind: "root"; format: FeedFormat; attrs: Record<string, string> } | { kind: "item"; node: XmlNode };

export class FeedSyntaxError extends Error {}

const ROOTS: Record<string, FeedFormat> = { list: "pf", properties: "bayut" };
const ITEMS: Record<FeedFormat, string> = { pf: "property", bayut: "property" };

/** The feed's format as its root element says, or null for anything else. */
export function formatOfRoot(name: string): FeedFormat | null {
  return ROOTS[name.toLowerCase()] ?? null;
}

/**
 * Yields the root, then every listing element. Throws FeedSyntaxError for
 * malformed or truncated XML (saxes reports unclosed tags at the end) and for
 * a root element that is not a known feed.
 */
export async function* readFeed(input: Readable, expected?: FeedFormat): AsyncGenerator<FeedEvent> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: FeedEvent[] = [];
  let failure: Error | undefined;
  let format: FeedFormat | undefined;
  let depth = 0;
  const stack: XmlNode[] = [];

  parser.on("error", (error) => {
    failure ??= new FeedSyntaxError(`malformed XML: ${error.message}`);
  });
  parser.on("opentag", (tag) => {
    depth += 1;
    const name = tag.name.toLowerCase();
    if (depth === 1) {
      const detected = formatOfRoot(name);
      if (!detected)
        failure ??= new FeedSyntaxError(`root element <${tag.name}> is neither a Property Finder <list> nor a Bayut <Properties> feed`);
      else if (expected && detected !== expected)
        failure ??= new FeedSyntaxError(`--format ${expected} was given but the root element is <${tag.name}> (${detected})`);
      else {
        format = detected;
        ready.push({ kind: "root", format, attrs: { ...(tag.attributes as Record<string, string>) } });
      }
      return;
    }
    if (depth === 2 && (!format || name !== ITEMS[format])) return;
    if (depth >= 2 && (depth === 2 || stack.length > 0)) {
      const node: XmlNode = { name, attrs: { ...(tag.attributes as Record<string, string>) }, text: "", children: [] };
      stack.at(-1)?.children.push(node);
      stack.push(node);
    }
  });
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    if (depth >= 2 && stack.length > 0) {
      const node = stack.pop();
      if (node && stack.length === 0) ready.push({ kind: "item", node });
    }
    depth -= 1;
  });

  input.setEncoding?.("utf8");
  let sawAnything = false;
  for await (const chunk of input) {
    sawAnything = true;
    parser.write(String(chunk));
    if (failure) break;
    while (ready.length) yield ready.shift() as FeedEvent;
  }
  if (!failure) {
    if (!sawAnything) failure = new FeedSyntaxError("the feed is empty");
    else parser.close();
  }
  if (failure) {
    input.destroy();
    throw failure;
  }
  if (!format) throw new FeedSyntaxError("the feed has no root element");
  while (ready.length) yield ready.shift() as FeedEvent;
}

/* Reading a listing element: names match case-insensitively (Off_plan / Off_Plan). */

export function child(node: XmlNode, name: string): XmlNode | undefined {
  const lower = name.toLowerCase();
  return node.children.find((c) => c.name === lower);
}

export function children(node: XmlNode, name: string): XmlNode[] {
  const lower = name.toLowerCase();
  return node.children.filter((c) => c.name === lower);
}

/** The trimmed text of a child element, or undefined when absent or blank. */
export function textOf(node: XmlNode, name: string): string | undefined {
  const value = child(node, name)?.text.trim();
  return value ? value : undefined;
}
