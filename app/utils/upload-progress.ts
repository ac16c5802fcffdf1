import { useSyncExternalStore } from "react";
import { isRouteErrorResponse, redirect, redirectDocument, UNSAFE_decodeViaTurboStream } from "react-router";

/**
 * A form with files, sent with an upload progress indicator (React Router's own fetch cannot report
 * progress): a route's `clientAction` hands the submission to `submitWithProgress`, which posts the
 * same FormData to the same single-fetch URL with XMLHttpRequest, reports `upload.onprogress` to
 * whatever shows `useUploadProgress()`, and answers as React Router's fetch would (data for the
 * action, a thrown redirect, a thrown error). A refusal of the body itself (413 past a limit, 400
 * for a form cut short, 415) comes back as `{ refusal }` for the editor to show in place. Without
 * JavaScript none of this runs: the form posts as a plain multipart form.
 */
export interface UploadProgress {
  /** bytes sent so far and in all (the whole form, files and fields) */
  loaded: number;
  total: number;
  /** "sending" while the body goes up; "processing" once it is all sent and the server works on it */
  phase: "sending" | "processing";
  files: number;
}

let current: UploadProgress | null = null;
const listeners = new Set<() => void>();
function publish(next: UploadProgress | null) {
  current = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Follows the upload in flight outside React (tests, logging); returns the unsubscribe. */
export function onUploadProgress(listener: (progress: UploadProgress | null) => void): () => void {
  return subscribe(() => listener(current));
}

/** The upload in flight, or null (always null on the server and before hydration). */
export function useUploadProgress(): UploadProgress | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The non-empty files of a form (an empty file input still submits an empty, unnamed file). */
export function chosenFiles(form: FormData): File[] {
  return [...form.values()].filter((v): v is File => typeof v !== "string" && v.size > 0);
}

/** React Router's single-fetch URL for a document URL: `/admin/listings/5` → `/admin/listings/5.data`. */
export function singleFetchUrl(documentUrl: string): string {
  const url = new URL(documentUrl, window.location.origin);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

export interface BodyRefusal {
  status: number;
  message: string;
}

const GENERIC = "The upload failed: the connection broke or the server did not answer. Nothing was saved; try again.";

function send(url: string, form: FormData, signal: AbortSignal): Promise<XMLHttpRequest> {
  const files = chosenFiles(form).length;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "arraybuffer";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) publish({ loaded: e.loaded, total: e.total, phase: e.loaded >= e.total ? "processing" : "sending", files });
    };
    xhr.upload.onload = () => publish({ loaded: current?.total ?? 1, total: current?.total ?? 1, phase: "processing", files });
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(new Error(GENERIC));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    publish({ loaded: 0, total: 1, phase: "sending", files });
    xhr.send(form);
  });
}

/**
 * Posts `form` to the action of `request.url` with progress; returns the action's data or
 * `{ refusal }` when the body itself was refused; throws redirects and other errors as React
 * Router expects from a clientAction.
 */
export async function submitWithProgress<T>(request: Request, form: FormData): Promise<T | { refusal: BodyRefusal }> {
  let xhr: XMLHttpRequest;
  try {
    xhr = await send(singleFetchUrl(request.url), form, request.signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { refusal: { status: 0, message: GENERIC } };
  } finally {
    publish(null);
  }
  const body = new Response(xhr.response as ArrayBuffer).body;
  // Not React Router's answer: a refusal before any route ran (server/http-hygiene.ts), as text.
  if (!xhr.getResponseHeader("X-Remix-Response") || !body) {
    const text = new TextDecoder().decode(xhr.response as ArrayBuffer).trim();
    const plain = text && text.length < 500 && !text.startsWith("<") ? text : "";
    return {
      refusal: { status: xhr.status, message: plain || (xhr.status >= 400 ? `The server refused the form (${xhr.status}).` : GENERIC) },
    };
  }
  const decoded = (await UNSAFE_decodeViaTurboStream(body, window)).value as
    { redirect: string; status: number; reload?: boolean; replace?: boolean } | { error: unknown } | { data: T };
  if ("redirect" in decoded) {
    throw (decoded.reload ? redirectDocument : redirect)(decoded.redirect, { status: decoded.status });
  }
  if ("error" in decoded) {
    const error = decoded.error;
    if (isRouteErrorResponse(error) && [400, 413, 415].includes(error.status)) {
      const message = (error.data as { message?: unknown } | null)?.message;
      if (typeof message === "string") return { refusal: { status: error.status, message } };
    }
    throw error;
  }
  return decoded.data;
}
