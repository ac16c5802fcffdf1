import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/lead";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { getLeadView, listAgentsForAssignment } from "#app/features/admin/lead.server.ts";
import { LeadIdSchema, notFound, runLeadAction } from "#app/features/admin/lead-actions.server.ts";
import { LeadPage } from "#app/features/admin/components/lead-page.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";
import { telHref, whatsappGreeting, whatsappHref } from "#app/features/admin/contact-links.ts";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data && "lead" in data ? `Lead ${data.lead.id}` : "Lead");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const id = LeadIdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const lead = await getLeadView(context.db, { userId: user.id, role: user.role, agentId: user.agent_id }, id.data);
  if (!lead) throw notFound();
  const agents = user.role === "admin" ? await listAgentsForAssignment(context.db) : [];
  const greeting = whatsappGreeting({
    clientName: lead.name,
    staffName: user.name,
    brand: context.agency.brand,
    kind: lead.kind,
    reference: lead.fields.reference,
  });
  const reach = { whatsapp: whatsappHref(lead.phone, greeting), tel: telHref(lead.phone) };
  return data({ lead, agents, reach, isAdmin: user.role === "admin" }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context);
  const id = LeadIdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  return runLeadAction(context, session, id.data, form);
}

export default function Lead() {
  const { lead, agents, reach, isAdmin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <LeadPage lead={lead} agents={agents} reach={reach} isAdmin={isAdmin} error={result && "field" in result ? result : null} />;
}
