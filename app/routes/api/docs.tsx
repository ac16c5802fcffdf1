import type { Route } from "./+types/docs";
import { ENDPOINTS } from "#app/features/api/openapi.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { z } from "zod";
import { localeOfPath, useLocale } from "#app/i18n/locale.ts";

/** The reference is for developers and stays in English; the Arabic page says so in Arabic (issue 43). */
const ARABIC = {
  eyebrow: "للمطورين",
  title: "مرجع واجهة البرمجة العامة",
  description: "واجهة JSON للقراءة فقط عن مناطق دبي والمطورين والوكلاء والعقارات ومشاريع على الخارطة.",
  note: "هذا المرجع التقني متاح باللغة الإنجليزية. تُرجع الواجهة نصوص العنوان والوصف بالعربية عند إضافة ?lang=ar حيثما توفرت.",
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return seoMeta(agencyFromMatches(matches), {
    title: locale === "ar" ? ARABIC.title : "Public API reference",
    description:
      locale === "ar" ? ARABIC.description : "Read-only JSON API for Dubai areas, developers, agents, listings and off-plan projects.",
    path: "/api/docs",
    locale,
  });
};

export const headers = () => cacheHeaders("document");

function typeOf(schema: z.ZodType): string {
  const s = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as {
    type?: string;
    enum?: string[];
    items?: { type?: string };
  };
  if (s.enum) return s.enum.join(" | ");
  if (s.type === "array") return `list of ${s.items?.type ?? "values"}`;
  return s.type ?? "value";
}

export default function ApiDocs() {
  const arabic = useLocale() === "ar";
  return (
    <main id="main" className="container-page py-16">
      <p className="eyebrow">{arabic ? ARABIC.eyebrow : "Developers"}</p>
      <h1 className="mt-3 text-4xl font-semibold text-navy-900 md:text-5xl">{arabic ? ARABIC.title : "Public API reference"}</h1>
      {arabic ? <p className="mt-4 max-w-3xl text-lg text-muted">{ARABIC.note}</p> : null}
      <div lang={arabic ? "en" : undefined} dir={arabic ? "ltr" : undefined}>
        <p className="mt-4 max-w-3xl text-lg text-muted">
          Read-only JSON over HTTPS GET, open to any origin (CORS), cached for a minute with ETags. Bad parameters answer <code>400</code>{" "}
          with a body naming the parameter; unknown ids answer <code>404</code>. The machine-readable description is the{" "}
          <a className="text-gold-700 underline" href="/api/openapi.json">
            OpenAPI 3.1 document
          </a>
          .
        </p>
        <div className="mt-12 space-y-10">
          {ENDPOINTS.map((e) => (
            <section key={e.path} aria-labelledby={e.path} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:p-8">
              <h2 id={e.path} className="font-sans text-xl font-semibold text-navy-900">
                {e.summary}
              </h2>
              <p className="mt-2 break-all font-mono text-sm text-gold-700">GET {e.path}</p>
              <p className="mt-3 text-muted">{e.description}</p>
              {Object.keys(e.query.shape).length > 0 ? (
                <div className="mt-5 overflow-x-auto">
                  <table className="w-full min-w-[36rem] text-start text-sm">
                    <caption className="sr-only">Query parameters of {e.path}</caption>
                    <thead>
                      <tr className="border-b border-sand-200 text-xs uppercase tracking-[0.12em] text-muted">
                        <th scope="col" className="py-2 pe-4">
                          Parameter
                        </th>
                        <th scope="col" className="py-2 pe-4">
                          Type
                        </th>
                        <th scope="col" className="py-2">
                          Meaning
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {Object.entries(e.query.shape).map(([name, schema]) => (
                        <tr key={name} className="border-b border-sand-100">
                          <td className="py-2 pe-4 font-mono text-navy-900">{name}</td>
                          <td className="py-2 pe-4 text-muted">{typeOf(schema as z.ZodType)}</td>
                          <td className="py-2 text-ink">{(schema as z.ZodType).description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              <p className="mt-5 text-sm">
                <a className="font-semibold text-gold-700 underline" href={e.path}>
                  Try it
                </a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
