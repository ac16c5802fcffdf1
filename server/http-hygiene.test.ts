import { describe, expect, it } from "vitest";
import { allowedMethods, createHttpServer, SERVER_TIMEOUTS } from "./http-hygiene.ts";

describe("allowedMethods", () => {
  it("takes POST only on the lead forms, the visitor's lists and the back office (document and .data posts), OPTIONS only on the API", () => {
    expect(allowedMethods("/admin/sign-in")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/admin/leads/12.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/admin.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/administrator")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/leads/enquiry")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/leads/enquiry.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/leads/enquiry/extra")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/properties/buy")).toEqual(["GET", "HEAD"]);
    // the Arabic forms (issue 43) and the visitor's lists (issue 44)
    expect(allowedMethods("/ar/leads/enquiry")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/ar/leads/enquiry.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/favourites")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/ar/compare.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/ar/properties/buy")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/ar/admin/sign-in")).toEqual(["GET", "HEAD"]);
    // the saved-search alerts (issue 44 item 3): the sign-up and the pages their links open
    expect(allowedMethods("/alerts")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/ar/alerts.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/alerts/unsubscribe/abc_DEF-123")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/ar/alerts/confirm/abc.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/alerts/manage/abc")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/alerts/unsubscribe/abc/extra")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/alerts/other/abc")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/api/properties/get_areas")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });
});

describe("createHttpServer", () => {
  it("replaces Node's defaults (5 min per request) with the deliberate timeouts", () => {
    const server = createHttpServer(() => {});
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(server.requestTimeout).toBeLessThan(300_000);
    // behind a load balancer (60 s idle) the server must not close a socket the balancer may still reuse
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeLessThan(server.requestTimeout);
  });
});
