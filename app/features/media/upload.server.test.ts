import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import { checkImage, HEIC_DECODES, sniffImage } from "#app/features/feeds/photos.server.ts";
import { readForm, storeImages, UPLOAD_LIMITS } from "./upload.server.ts";

/** An ISO base media file's first box as a camera writes it: size, "ftyp", major brand, version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write("ftyp", 4, "latin1");
  box.write(brands, 8, "latin1");
  // what follows the box in a real file (meta, mdat) is never read by the sniffing
  return Buffer.concat([box, Buffer.alloc(64)]);
}

/** 16,000 × 16,000 white pixels in 38 bytes (lossless WebP): 256 megapixels to decode. */
const PIXEL_BOMB = Buffer.from("UklGRh4AAABXRUJQVlA4TBEAAAAvf/6fDwfQ//73v/+BiOh/AAA=", "base64");

const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

function multipart(files: Array<{ name: string; bytes: Uint8Array; type?: string }>, fields: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("photos", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  return new Request("http://admin.test/admin/listings/new", { method: "POST", body: form });
}

async function status(run: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run;
    return { status: 200, message: "" };
  } catch (thrown) {
    const d = thrown as { init?: { status?: number }; data?: { message?: string } };
    return { status: d.init?.status ?? 500, message: d.data?.message ?? "" };
  }
}

describe("staff uploads", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "bolist-media-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("a JPEG carrying GPS is stored in the site's three WebP sizes with no EXIF left", async () => {
    const original = await jpegWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const { form, files } = await readForm(multipart([{ name: "IMG_0001.JPG", bytes: original }], { title: "x" }));
    expect(form.get("title")).toBe("x");
    expect(files.map((f) => [f.field, f.filename, f.bytes.length])).toEqual([["photos", "IMG_0001.JPG", original.length]]);
    const { stored, refused } = await storeImages(files, dir);
    expect(refused).toEqual([]);
    expect(stored[0]?.url).toMatch(/^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const base = join(dir, (stored[0]?.url ?? "").replace(/^\/media\//, "")).replace(/\.webp$/, "");
    for (const [suffix, width] of [
      ["", 1280],
      ["-960", 960],
      ["-640", 640],
    ] as const) {
      const meta = await sharp(`${base}${suffix}.webp`).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it("a renamed non-image is refused from its bytes, whatever its name and type say; the real photo beside it goes through", async () => {
    const fake = new TextEncoder().encode("%PDF-1.7 this is a contract, not a photo".repeat(20));
    const { files } = await readForm(
      multipart([
        { name: "villa.jpg", bytes: fake, type: "image/jpeg" },
        { name: "real.jpg", bytes: await jpegWithGps(800, 600) },
      ]),
    );
    const { stored, refused } = await storeImages(files, dir);
    expect(stored).toHaveLength(1);
    expect(refused).toEqual(["“villa.jpg” is not a photo (JPEG, PNG, WebP, GIF or AVIF)."]);
    const written = await readdir(join(dir, "uploads"), { recursive: true });
    expect(written.filter((f) => f.endsWith(".webp"))).toHaveLength(3);
  });

  it("an oversized file and too many files are refused with 413", async () => {
    const limits = { ...UPLOAD_LIMITS, maxFileBytes: 64 * 1024, maxFiles: 2 };
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#123456" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(limits.maxFileBytes);
    const tooBig = await status(readForm(multipart([{ name: "huge.png", bytes: big, type: "image/png" }]), limits));
    expect(tooBig).toEqual({ status: 413, message: "“huge.png” is larger than 64 KB." });
    const small = await jpegWithGps(100, 100);
    const many = await status(readForm(multipart([1, 2, 3].map((n) => ({ name: `p${n}.jpg`, bytes: small }))), limits));
    expect(many).toEqual({ status: 413, message: "At most 2 photos at once." });
    // the real limit: a declared body far over the caps is refused before it is read
    const declared = new Request("http://admin.test/x", {
      method: "POST",
      body: "x",
      headers: { "content-type": "multipart/form-data; boundary=b", "content-length": String(500 * 1024 * 1024) },
    });
    expect((await status(readForm(declared))).status).toBe(413);
  });

  it("a body that is not valid multipart is a 400, not a crash", async () => {
    const broken = new Request("http://admin.test/x", {
      method: "POST",
      body: "garbage",
      headers: { "content-type": "multipart/form-data" },
    });
    expect((await status(readForm(broken))).status).toBe(400);
  });

  it("a file part that never closes is a 400 with a message, not an unhandled stream error (it ended the process)", async () => {
    // the operator's reproduction: busboy emits "Unexpected end of form" on the file stream
    const unclosed = new Request("http://admin.test/admin/listings/1", {
      method: "POST",
      body: '--XyZ\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc',
      headers: { "content-type": "multipart/form-data; boundary=XyZ" },
    });
    expect(await status(readForm(unclosed))).toEqual({
      status: 400,
      message: "The upload was cut short before the whole form arrived. Try again.",
    });
  });

  it("every malformed body is a 4xx with a message: no boundary, a bad part header, a field past its limit, not a form", async () => {
    const multipartOf = (body: string, type = "multipart/form-data; boundary=b") =>
      new Request("http://admin.test/x", { method: "POST", body, headers: { "content-type": type } });
    const cases: Array<[Request, number]> = [
      [multipartOf('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--\r\n', "multipart/form-data"), 400],
      [multipartOf('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--\r\n', "multipart/form-data; boundary="), 400],
      [multipartOf(`--b\r\nX-Junk: ${"h".repeat(100_000)}\r\n\r\nx\r\n--b--\r\n`), 400],
      [multipartOf("--b\r\nno colon here\r\n\r\nx\r\n--b--\r\n"), 400],
      [multipartOf(`--b\r\nContent-Disposition: form-data; name="title"\r\n\r\n${"t".repeat(70 * 1024)}\r\n--b--\r\n`), 413],
      [multipartOf('--b\r\nContent-Disposition: form-data; name="p"; filename="a.jpg"\r\n\r\nabc\r\n--b'), 400],
      [new Request("http://admin.test/x", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), 415],
      [new Request("http://admin.test/x", { method: "POST", body: "a=1" }), 415],
    ];
    for (const [request, expected] of cases) {
      const answer = await status(readForm(request));
      expect(answer.status, request.headers.get("content-type") ?? "").toBe(expected);
      expect(answer.message.length).toBeGreaterThan(10);
    }
  });

  it("a body that breaks off (the client went away) and an endless chunked body are refused without a crash", async () => {
    const head = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n';
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        setTimeout(() => controller.error(new Error("socket hang up")), 10);
      },
    });
    const gone = new Request("http://admin.test/x", {
      method: "POST",
      body: broken,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=b" },
    } as RequestInit);
    expect((await status(readForm(gone))).status).toBe(400);

    // no Content-Length: the cap (about 1 MB with these limits) is counted while reading, and reading stops there
    const limits = { ...UPLOAD_LIMITS, maxFileBytes: 16 * 1024, maxFiles: 1, maxFields: 1, maxFieldBytes: 1024 };
    const flood = (first: string) => {
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          // (8 MB stands for endless: a reader without a cap would otherwise read it forever)
          if (sent >= 8 * 1024 * 1024) return controller.close();
          const chunk = sent === 0 ? new TextEncoder().encode(first) : new Uint8Array(64 * 1024).fill(0x61);
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const request = new Request("http://admin.test/x", {
        method: "POST",
        body: endless,
        duplex: "half",
        headers: { "content-type": "multipart/form-data; boundary=b" },
      } as RequestInit);
      return { request, sent: () => sent };
    };
    // bytes before the first boundary, which no per-file limit sees
    const preamble = flood("a");
    expect(await status(readForm(preamble.request, limits))).toEqual({
      status: 413,
      message: "Too much at once: at most 1 photo of 16 KB each. Send fewer photos at a time.",
    });
    expect(preamble.sent()).toBeLessThan(2 * 1024 * 1024);
    // a file past its limit: its message, and the rest is drained only up to the cap
    const file = flood(head);
    expect(await status(readForm(file.request, limits))).toEqual({ status: 413, message: "“a.jpg” is larger than 16 KB." });
    expect(file.sent()).toBeLessThan(2 * 1024 * 1024);
  });

  it("refuses an image past 50 megapixels from its header, before decoding it; a 48 MP phone's size passes the check", async () => {
    const size = await sharp(PIXEL_BOMB).metadata();
    expect([PIXEL_BOMB.length, size.width, size.height]).toEqual([38, 16_000, 16_000]);
    const before = process.memoryUsage().rss;
    const { stored, refused } = await storeImages([{ field: "photos", filename: "tiny.webp", bytes: PIXEL_BOMB }], dir);
    expect(stored).toEqual([]);
    expect(refused).toEqual(["“tiny.webp” is 16,000 × 16,000 pixels (256 megapixels): at most 50 megapixels; resize it first."]);
    // decoding it would have taken ~100 MB; the header read takes next to nothing
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
    expect(await readdir(dir)).toEqual([]);
    // the largest phone photos (48 MP: 8064 × 6048) pass the check
    const phone = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: "#ffffff" } })
      .webp({ lossless: true, effort: 0 })
      .toBuffer();
    await expect(checkImage(phone)).resolves.toBeUndefined();
  });

  it("tells an iPhone HEIC photo from AVIF by its ftyp brands and refuses it with a way out when sharp cannot decode HEVC", async () => {
    expect(sniffImage(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffImage(ftyp("mif1", "mif1", "heic"))).toBe("heic");
    expect(sniffImage(ftyp("heix", "mif1"))).toBe("heic");
    expect(sniffImage(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffImage(ftyp("mif1", "avif", "miaf"))).toBe("avif");
    expect(sniffImage(ftyp("isom", "mp41"))).toBeNull();
    const avif = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366aa" } })
      .avif()
      .toBuffer();
    expect(sniffImage(avif)).toBe("avif");

    const { stored, refused } = await storeImages(
      [
        { field: "photos", filename: "IMG_0420.HEIC", bytes: ftyp("heic", "mif1", "heic") },
        { field: "photos", filename: "pool.avif", bytes: avif },
      ],
      dir,
    );
    expect(stored).toHaveLength(1);
    if (HEIC_DECODES) return; // a libvips built with an HEVC decoder reads it (then it is a damaged HEIC here)
    expect(refused).toEqual([
      "“IMG_0420.HEIC” is an iPhone HEIC photo, which the site cannot read: on the iPhone choose 'Most Compatible' (Settings › Camera › Formats) or share it as JPEG.",
    ]);
  });
});
