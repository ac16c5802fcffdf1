import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** a body sent with Content-Length; `chunks` sends it chunked instead */
  body?: string;
  chunks?: Buffer[];
}

/**
 * One HTTP request exactly as written (any method, any Host, Origin or
 * X-Forwarded-* header), the way a proxy or a hostile client sends it;
 * fetch() would refuse or rewrite some of these.
 */
export function rawRequest(base: string, request: RawRequest): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers["Content-Length"] ??= String(Buffer.byteLength(request.body));
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method ?? "GET", path: request.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (request.chunks) {
      for (const chunk of request.chunks) req.write(chunk);
      req.end();
    } else req.end(request.body);
  });
}

/** A form body as a browser without JavaScript sends it. */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): RawRequest {
  return {
    method: "POST",
    path,
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  };
}
