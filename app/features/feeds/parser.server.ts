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
/* Exporters also wrap a feed: <rss><Properties>…, or <rss><channel><Property>… (two Laravel/PHP exporters do). */
const ITEM = "property";

/** The feed's format as its root element says, or null for anything else. */
export function formatOfRoot(name: string): FeedFormat | null {
  return ROOTS[name.toLowerCase()] ?? null;
}

/** A listing element's format told by its reference element (for feeds wrapped without a <list>/<Properties>). */
function formatOfItem(node: XmlNode): FeedFormat | null {
  if (node.children.some((c) => c.name === "property_ref_no")) return "bayut";
  if (node.children.some((c) => c.name === "reference_number")) return "pf";
  return null;
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
  /** the depth of the listing elements, once known */
  let itemDepth: number | undefined;
  let wrapped = false;
  const stack: XmlNode[] = [];

  const found = (detected: FeedFormat, name: string, attrs: Record<string, string>) => {
    if (expected && detected !== expected) {
      failure ??= new FeedSyntaxError(`--format ${expected} was given but the feed is <${name}> (${detected})`);
      return;
    }
    format = detected;
    ready.push({ kind: "root", format, attrs });
  };

  parser.on("error", (error) => {
    failure ??= new FeedSyntaxError(`malformed XML: ${error.message}`);
  });
  parser.on("opentag", (tag) => {
    depth += 1;
    const name = tag.name.toLowerCase();
    const attrs = { ...(tag.attributes as Record<string, string>) };
    if (depth === 1) {
      const detected = formatOfRoot(name);
      if (detected) {
        itemDepth = 2;
        found(detected, tag.name, attrs);
      } else if (name === "rss") wrapped = true;
      else failure ??= new FeedSyntaxError(`root element <${tag.name}> is neither a Property Finder <list> nor a Bayut <Properties> feed`);
      return;
    }
    if (stack.length === 0) {
      if (wrapped && itemDepth === undefined) {
        const detected = formatOfRoot(name);
        if (detected) {
          itemDepth = depth + 1;
          found(detected, tag.name, attrs);
          return;
        }
        if (name === ITEM && depth <= 3) itemDepth = depth;
        else return;
      }
      if (depth !== itemDepth || name !== ITEM || failure) return;
    }
    const node: XmlNode = { name, attrs, text: "", children: [] };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    if (stack.length > 0) {
      const node = stack.pop();
      if (node && stack.length === 0) {
        if (!format) {
          const detected = formatOfItem(node);
          if (!detected)
            failure ??= new FeedSyntaxError(
              "a listing inside <rss> has neither a Property_Ref_No (Bayut) nor a reference_number (Property Finder)",
            );
          else found(detected, detected === "pf" ? "rss/property" : "rss/Property", {});
        }
        if (format) ready.push({ kind: "item", node });
      }
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
  if (!format)
    throw new FeedSyntaxError(wrapped ? "the <rss> wrapper holds no Property Finder or Bayut listings" : "the feed has no root element");
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
