import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { type BlogState, SLUG_MAX, slugify, toDubaiLocal } from "#app/features/blog/blog-schema.ts";
import type { EditablePost } from "#app/features/blog/types.ts";
import { formatDubaiTime } from "../meta.ts";
import { Alert } from "./admin-shell.tsx";
import { TextField } from "./fields.tsx";
import { CsrfField, useAdminShell } from "./csrf-field.tsx";
import { PhotoPicker } from "../listings/components/photo-picker.tsx";
import { insertBlock } from "#app/features/blog/image-schema.ts";
import { InsertImage } from "./insert-image.tsx";
import { responsiveSources } from "#app/utils/images.ts";
import { blogPath } from "#app/utils/paths.ts";

const STATE_LABEL: Record<BlogState, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };
const STATE_CLASS: Record<BlogState, string> = {
  draft: "bg-sand-100 text-ink ring-sand-300",
  scheduled: "bg-amber-50 text-amber-900 ring-amber-300",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-300",
};

export function StateBadge({ state }: { state: BlogState }) {
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${STATE_CLASS[state]}`}>{STATE_LABEL[state]}</span>;
}

const NOTICES: Record<string, string> = {
  draft: "Saved as a draft: visitors cannot see it.",
  scheduled: "Scheduled: it goes live at its publish time, by itself.",
  published: "Published: it is on the site now.",
};

const DEFAULT_COVER = "/images/site/blog-1.webp";

/**
 * The cover: the current one shown, kept (hidden field) unless a new image is
 * chosen; one uploaded with a form that failed comes back as `pending` and is kept.
 */
function CoverField({ current, pending, error, maxMb }: { current: string; pending?: string; error?: string; maxMb: number }) {
  const cover = pending ?? current;
  return (
    <div className="mb-4">
      <input key={cover} type="hidden" name="cover" defaultValue={cover} />
      {pending ? null : (
        <figure className="mb-2">
          <img
            {...responsiveSources(cover)}
            sizes="320px"
            alt="Current cover"
            width={320}
            height={200}
            className="aspect-[16/10] w-full max-w-xs rounded-lg bg-sand-200 object-cover"
          />
          <figcaption className="mt-1 text-xs text-muted">Current cover</figcaption>
        </figure>
      )}
      <PhotoPicker
        name={COVER_FILE}
        multiple={false}
        legend="Cover image"
        savedWith="the post"
        pending={pending ? [{ url: pending }] : []}
        error={error}
        maxFiles={1}
        maxMb={maxMb}
      />
    </div>
  );
}

/** The action's file field (app/features/blog/admin.server.ts COVER_FILE_FIELD). */
const COVER_FILE = "coverFile";

export const BLOG_PREVIEW_PATH = "/admin/blog/preview";

/**
 * The slug and the address it gives. Left empty, the server makes it from the
 * title (the placeholder shows that suggestion as the title is typed); a live
 * post's earlier slugs are listed: they redirect to the current one.
 */
function SlugField({
  current,
  suggestion,
  oldSlugs,
  live,
  error,
}: {
  current?: string;
  suggestion: string;
  oldSlugs: readonly string[];
  live: boolean;
  error?: string;
}) {
  const [typed, setTyped] = useState(current ?? "");
  const shown = typed.trim().toLowerCase() || suggestion;
  return (
    <div className="mb-4">
      <label htmlFor="f-slug" className="mb-1 block text-sm font-medium text-ink">
        Slug
      </label>
      <input
        id="f-slug"
        name="slug"
        type="text"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        placeholder={suggestion || undefined}
        maxLength={SLUG_MAX}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "f-slug-hint f-slug-error" : "f-slug-hint"}
        className="field font-mono text-sm"
      />
      <p id="f-slug-hint" className="mt-1 text-xs text-muted">
        Lower-case letters, digits and hyphens (not digits alone), up to {SLUG_MAX}; left empty, it is made from the title.
        {shown ? (
          <>
            {" "}
            Address: <span className="font-mono">{blogPath({ slug: shown })}</span>.
          </>
        ) : null}
        {live ? " Changing it keeps the old address working: it redirects to the new one." : null}
      </p>
      {oldSlugs.length ? (
        <p className="mt-1 text-xs text-muted">
          Earlier addresses, redirecting here: {oldSlugs.map((s) => blogPath({ slug: s })).join(", ")}
        </p>
      ) : null}
      {error ? (
        <p id="f-slug-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Result = { ok: false; message: string; errors: Record<string, string>; cover?: string } | null;
type Preview = { html: string; minutes: number; error: string | null };

/** Renders the body on the server (same Markdown and sanitising as the public page), 400 ms after typing stops. */
function useLivePreview(body: string) {
  const fetcher = useFetcher<Preview>();
  const { csrf } = useAdminShell();
  const submit = fetcher.submit;
  const first = useRef(true);
  useEffect(() => {
    const delay = first.current ? 0 : 400;
    first.current = false;
    const timer = setTimeout(() => {
      void submit({ body, _csrf: csrf }, { method: "post", action: BLOG_PREVIEW_PATH });
    }, delay);
    return () => clearTimeout(timer);
  }, [body, csrf, submit]);
  return { preview: fetcher.data, busy: fetcher.state !== "idle" };
}

export function BlogEditor({
  post,
  oldSlugs = [],
  result,
  notice,
  maxMb,
}: {
  post: EditablePost | null;
  oldSlugs?: readonly string[];
  result: Result;
  notice: string | null;
  maxMb: number;
}) {
  const [body, setBody] = useState(post?.body ?? "");
  const [title, setTitle] = useState(post?.title ?? "");
  const [when, setWhen] = useState<string>(
    post ? (post.state === "draft" ? "draft" : post.state === "scheduled" ? "schedule" : "now") : "draft",
  );
  const { preview, busy } = useLivePreview(body);
  // "Insert image": the Markdown goes in where the caret last was in the body (its end if never there)
  const caret = useRef<number | null>(null);
  const insertImage = useCallback((markdown: string) => {
    setBody((current) => {
      const next = insertBlock(current, caret.current ?? current.length, markdown);
      caret.current = next.caret;
      return next.body;
    });
  }, []);
  const errors = result?.errors ?? {};
  const saving = useNavigation().state === "submitting";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/blog" className="text-gold-700 underline-offset-2 hover:underline">
          ← All posts
        </Link>
      </p>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl text-ink">{post ? "Edit post" : "Write a post"}</h1>
        {post ? <StateBadge state={post.state} /> : null}
        {post && post.state !== "draft" ? (
          <span className="text-sm text-muted">
            {post.state === "scheduled" ? "Goes live" : "Live since"} {formatDubaiTime(post.publishAt ?? "")} (Dubai)
            {post.state === "published" ? (
              <>
                {" · "}
                <a href={blogPath(post)} className="text-gold-700 underline">
                  View on the site
                </a>
              </>
            ) : null}
          </span>
        ) : null}
      </div>
      {notice && NOTICES[notice] ? <Alert tone="ok">{NOTICES[notice]}</Alert> : null}
      {result ? <Alert>{result.message}</Alert> : null}

      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-6 lg:grid-cols-2"
        onChange={(e) => {
          // the title's changes, for the slug suggestion (the title field stays uncontrolled)
          const field: EventTarget = e.target;
          if (field instanceof HTMLInputElement && field.name === "title") setTitle(field.value);
        }}
      >
        <CsrfField />
        <div>
          <TextField label="Title" name="title" defaultValue={post?.title} required error={errors.title} />
          <SlugField
            current={post?.slug}
            suggestion={slugify(title)}
            oldSlugs={oldSlugs}
            live={post?.state === "published"}
            error={errors.slug}
          />
          <div className="mb-4">
            <label htmlFor="f-excerpt" className="mb-1 block text-sm font-medium text-ink">
              Summary
            </label>
            <textarea
              id="f-excerpt"
              name="excerpt"
              rows={3}
              defaultValue={post?.excerpt}
              required
              maxLength={400}
              aria-invalid={errors.excerpt ? true : undefined}
              aria-describedby={errors.excerpt ? "f-excerpt-error" : "f-excerpt-hint"}
              className="field"
            />
            <p id="f-excerpt-hint" className="mt-1 text-xs text-muted">
              Shown under the title, in search results and when the post is shared.
            </p>
            {errors.excerpt ? (
              <p id="f-excerpt-error" className="mt-1 text-sm text-red-800">
                {errors.excerpt}
              </p>
            ) : null}
          </div>
          <CoverField current={post?.cover ?? DEFAULT_COVER} pending={result?.cover} error={errors.cover} maxMb={maxMb} />
          <div className="mb-4">
            <label htmlFor="f-body" className="mb-1 block text-sm font-medium text-ink">
              Body (Markdown)
            </label>
            <textarea
              id="f-body"
              name="body"
              rows={18}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              onSelect={(e) => {
                caret.current = e.currentTarget.selectionStart;
              }}
              required
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? "f-body-error" : "f-body-hint"}
              className="field font-mono text-sm"
            />
            <p id="f-body-hint" className="mt-1 text-xs text-muted">
              ## for a section heading, **bold**, *italic*, - for a list, [text](https://…) for a link, ![alt text](/media/…) for a picture.
            </p>
            <InsertImage onInsert={insertImage} maxMb={maxMb} />
            {errors.body ? (
              <p id="f-body-error" className="mt-1 text-sm text-red-800">
                {errors.body}
              </p>
            ) : null}
          </div>
          <fieldset className="mb-4 rounded-xl bg-white p-4 ring-1 ring-sand-200">
            <legend className="px-1 text-sm font-medium text-ink">Publishing</legend>
            {(
              [
                ["draft", "Draft (not on the site)"],
                ["now", post?.state === "published" ? "Published (keep it live)" : "Publish now"],
                ["schedule", "Schedule"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 py-1 text-sm">
                <input type="radio" name="when" value={value} checked={when === value} onChange={() => setWhen(value)} />
                {label}
              </label>
            ))}
            {/* full contrast whether or not Schedule is chosen (faded, its text fell below 4.5:1); the hint says when it applies */}
            <div className="mt-2">
              <TextField
                label="Publish at (Dubai time)"
                name="publishAt"
                type="datetime-local"
                step={1}
                defaultValue={toDubaiLocal(post?.publishAt ?? null)}
                error={errors.publishAt}
                hint="Used when Schedule is chosen: the post appears on the site at this time by itself."
              />
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? "Saving…" : "Save"}
            </button>
          </div>
        </div>

        <section aria-labelledby="preview-title" className="min-w-0 content-start">
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <h2 id="preview-title" className="text-lg font-semibold">
              Preview
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {busy ? "Updating…" : preview ? `${preview.minutes} min read` : ""}
            </p>
          </div>
          <div
            className="rounded-xl bg-white p-5 ring-1 ring-sand-200 lg:sticky lg:top-4 lg:max-h-[80vh] lg:overflow-y-auto"
            data-testid="preview"
          >
            {preview?.error ? (
              <p className="text-sm text-red-800">{preview.error}</p>
            ) : (
              // sanitised on the server by the same function as the public page
              <div className="post-body" dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }} />
            )}
          </div>
        </section>
      </Form>

      {post ? (
        <Form
          method="post"
          className="mt-10 border-t border-sand-200 pt-6"
          onSubmit={(e) => {
            if (!confirm(`Delete “${post.title}”? Its page will be gone from the site.`)) e.preventDefault();
          }}
        >
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn btn-outline text-red-800">
            Delete this post
          </button>
        </Form>
      ) : null}
    </>
  );
}
