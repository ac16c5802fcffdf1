import { ENHANCED_FIELD, PAGE_FIELD } from "../submit-target.ts";
import { Honeypot } from "./form-controls.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

/** The page the form is on, the "JavaScript is running" flag and the honeypot. */
export function LeadHiddenFields({ page }: { page: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name={PAGE_FIELD} value={page} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <Honeypot />
    </>
  );
}
