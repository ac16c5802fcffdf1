import type { ReadableStream as WebReadableStream } from "node:stream/web";
/**
 * A feed's bytes as a local file: a path is used as it is, a URL is fetched
 * into a temporary file first, so the run reads one consistent copy twice
 * (validate, then apply) and an unreachable or cut-off download changes nothing.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { defaultFeedName, feedLocation } from "#app/utils/feed-sources.ts";

export class FeedSourceError extends Error {}

export interface LocalFeed {
  file: string;
  dispose(): Promise<void>;
}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Where a run read its feed, as stored and shown: a URL without credentials or query string, or the file's absolute path. */
export function locationOf(source: string): string {
  return isUrl(source) ? feedLocation(source) : resolve(source);
}

/**
 * The name a source's listings are kept under when none was given (decision 029): a URL's host and
 * path; a file's name is not stable (the next day's export has another), so a file is named by its
 * format once the feed has been read ("pf", "bayut"). Until then, null.
 */
export function defaultSourceName(source: string): string | null {
  return isUrl(source) ? defaultFeedName(source) : null;
}

export async function openFeed(source: string, options: { timeoutMs: number; maxBytes: number }): Promise<LocalFeed> {
  if (!isUrl(source)) {
    try {
      const s = await stat(source);
      if (!s.isFile()) throw new FeedSourceError(`${source} is not a file`);
    } catch (error) {
      if (error instanceof FeedSourceError) throw error;
      throw new FeedSourceError(`cannot read ${source} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
    }
    return { file: source, dispose: async () => {} };
  }
  const dir = await mkdtemp(join(tmpdir(), "feed-"));
  const file = join(dir, "feed.xml");
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new FeedSourceError(
        `unreachable: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
      );
    }
    if (!response.ok || !response.body) throw new FeedSourceError(`HTTP ${response.status} from the feed URL`);
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(size > options.maxBytes ? new FeedSourceError(`the feed is larger than ${options.maxBytes} bytes`) : null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), cap, createWriteStream(file));
    } catch (error) {
      if (error instanceof FeedSourceError) throw error;
      throw new FeedSourceError(`download failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { file, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
