/** The phone-only contact bar at the foot of listing and project pages. */
export const CONTACT_BAR_TEXTS = {
  label: "Contact the agent",
  call: "Call",
  callLabel: "Call {name}",
  whatsapp: "WhatsApp",
  whatsappLabel: "WhatsApp {name}",
} as const;
