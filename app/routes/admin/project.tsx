import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/project";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { getProjectForEdit, projectFormOptions, runProjectAction } from "#app/features/projects/admin.server.ts";
import { ProjectEditor } from "#app/features/admin/components/project-editor.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.project ? `Project: ${data.project.name}` : "Project");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const notFound = () => data({ message: "There is no such project." }, { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const id = Id.safeParse(params.id);
  if (!id.success) throw notFound();
  const [project, options] = await Promise.all([getProjectForEdit(context.db, id.data), projectFormOptions(context.db)]);
  if (!project) throw notFound();
  return data({ project, options }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context, { role: "admin" });
  const id = Id.safeParse(params.id);
  if (!id.success) throw notFound();
  return runProjectAction(context, session, id.data, form);
}

export default function ProjectPage() {
  const { project, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return <ProjectEditor key={project.id} project={project} options={options} result={result ?? null} notice={params.get("notice")} />;
}
