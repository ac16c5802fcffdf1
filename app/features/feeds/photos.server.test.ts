import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPhotoServer } from "#tests/fixtures/photo-server.ts";
import { DEFAULT_PHOTO_LIMITS, PhotoError, downloadPhoto, sniffImage } from "./photos.server.ts";

let server: Awaited<ReturnType<typeof startPhotoServer>>;
beforeAll(async () => {
  server = await startPhotoServer({ slowMs: 2000 });
});
afterAll(async () => {
  await server.close();
});

const local = { ...DEFAULT_PHOTO_LIMITS, timeoutMs: 1000, allowPrivateNetwork: true };

describe("feed photo download", () => {
  it("refuses loopback, private and link-local addresses by default, before any request reaches them", async () => {
    const before = server.hits("/ok-1.jpg");
    await expect(downloadPhoto(`${server.url}/ok-1.jpg`, DEFAULT_PHOTO_LIMITS)).rejects.toThrow(/refused: the address is not public/);
    const byName = server.url.replace("127.0.0.1", "localhost");
    await expect(downloadPhoto(`${byName}/ok-1.jpg`, DEFAULT_PHOTO_LIMITS)).rejects.toThrow(/not public/);
    for (const address of ["10.0.0.8", "192.168.1.20", "169.254.169.254", "[::1]"]) {
      await expect(downloadPhoto(`http://${address}/latest/meta-data/`, DEFAULT_PHOTO_LIMITS)).rejects.toThrow(/not public/);
    }
    expect(server.hits("/ok-1.jpg")).toBe(before);
  });

  it("refuses schemes other than http(s) and URLs that do not parse", async () => {
    await expect(downloadPhoto("file:///etc/passwd", local)).rejects.toThrow("not an http(s) URL (file:)");
    await expect(downloadPhoto("not a url", local)).rejects.toThrow("not a valid URL");
  });

  it("downloads an image when private addresses are allowed, following up to three redirects", async () => {
    const bytes = await downloadPhoto(`${server.url}/redirect-3.jpg`, local);
    expect(sniffImage(bytes)).toBe("jpeg");
    await expect(downloadPhoto(`${server.url}/redirect-4.jpg`, local)).rejects.toThrow("more than 3 redirects");
  });

  it("names the failure: HTTP status, not an image, too large, too slow", async () => {
    await expect(downloadPhoto(`${server.url}/missing.jpg`, local)).rejects.toThrow("HTTP 404");
    await expect(downloadPhoto(`${server.url}/not-an-image.jpg`, local)).rejects.toThrow("not an image (text/html)");
    await expect(downloadPhoto(`${server.url}/ok-1.jpg`, { ...local, maxBytes: 100 })).rejects.toThrow("larger than 100 bytes");
    await expect(downloadPhoto(`${server.url}/slow.jpg`, { ...local, timeoutMs: 200 })).rejects.toThrow(PhotoError);
    await expect(downloadPhoto(`${server.url}/slow.jpg`, { ...local, timeoutMs: 200 })).rejects.toThrow("timed out after 200 ms");
  });
});
