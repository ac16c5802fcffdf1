/**
 * The investment-guide request form (spec §2 Investment guide page). The
 * lead-capture feature replaces this body with the real form.
 */
export function GuideRequestForm() {
  return (
    <div className="rounded-3xl bg-white/95 p-6 text-ink shadow-lift">
      <p className="font-display text-xl font-semibold text-navy-900">Request the guide</p>
      <p className="mt-2 text-sm text-muted">The request form is being connected. Meanwhile, call or WhatsApp us.</p>
    </div>
  );
}
