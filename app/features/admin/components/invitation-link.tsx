import { useEffect, useId, useState } from "react";

export interface InvitationLinkView {
  email: string;
  name: string;
  link: string;
  mailed: boolean;
}

/**
 * What an invitation did, and its one-time welcome link, shown this once (only
 * its hash is stored). The field can be selected and copied by hand without
 * JavaScript; with it a Copy button puts the link on the clipboard.
 */
export function InvitationLinkBox({ message, invitation }: { message: string; invitation: InvitationLinkView }) {
  const id = useId();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  const tone = invitation.mailed ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <div className={`rounded-lg border px-3 py-3 text-sm ${tone}`} data-testid="invitation-result">
      <p role="status">{message}</p>
      <label htmlFor={id} className="mb-1 mt-3 block font-medium">
        Welcome link for {invitation.name}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={invitation.link}
          className="field min-w-0 flex-1 font-mono text-xs"
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        {canCopy ? (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              navigator.clipboard.writeText(invitation.link).then(
                () => setCopied("yes"),
                () => setCopied("no"),
              );
            }}
          >
            Copy link
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs">
        Works once, for 72 hours; a new invitation replaces it. It is not shown again.
      </p>
      <p aria-live="polite" className="mt-1 text-xs font-medium">
        {copied === "yes" ? "Copied." : copied === "no" ? "Could not copy: select the link and copy it." : ""}
      </p>
    </div>
  );
}
