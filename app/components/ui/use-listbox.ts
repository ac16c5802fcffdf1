import { type KeyboardEvent, useEffect, useState } from "react";
import { stepActive } from "./combobox-logic.ts";

/**
 * The keyboard model shared by the kit's comboboxes (ARIA 1.2 combobox with a
 * listbox popup, aria-activedescendant): arrows move the active option, Enter
 * picks it, Escape closes the list only (not a dialog around it). The active
 * option is kept in view.
 */
export function useListbox({ idPrefix, count, open }: { idPrefix: string; count: number; open: boolean }) {
  const [active, setActive] = useState(0);
  const optionId = (i: number) => `${idPrefix}-opt-${i}`;

  useEffect(() => {
    if (open) document.getElementById(`${idPrefix}-opt-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, open, idPrefix]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, on: { pick: (index: number) => void; close: () => void; open?: () => void }) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open && on.open) {
        on.open();
        return;
      }
      setActive((a) => stepActive(a, e.key === "ArrowDown" ? 1 : -1, count, false));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      if (active < count) on.pick(active);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      on.close();
    }
  };

  return { active, setActive, optionId, activeId: open && active < count ? optionId(active) : undefined, onKeyDown };
}
