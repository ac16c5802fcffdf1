/**
 * The staff session cookie. Behind https it is `__Host-staff` (the browser
 * then insists on Secure, Path=/ and no Domain: no subdomain can set or
 * shadow it); on plain http (local development, the browser tests) `staff`.
 */
export function sessionCookieName(siteUrl: string): string {
  return isHttps(siteUrl) ? "__Host-staff" : "staff";
}

const isHttps = (siteUrl: string) => siteUrl.startsWith("https://");

export function readSessionCookie(request: Request, siteUrl: string): string | null {
  const name = sessionCookieName(siteUrl);
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim()) || null;
  }
  return null;
}

/** No Max-Age: the cookie ends with the browser, the session ends on the server. */
export function sessionCookie(siteUrl: string, token: string): string {
  return `${sessionCookieName(siteUrl)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax${isHttps(siteUrl) ? "; Secure" : ""}`;
}

export function clearSessionCookie(siteUrl: string): string {
  return `${sessionCookieName(siteUrl)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${isHttps(siteUrl) ? "; Secure" : ""}`;
}
