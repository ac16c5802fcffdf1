import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The Arabic edition (issue 43, decision 044): every public page again under /ar, the same files
 * with their ids prefixed "ar/" (an id is unique per route; the file reads the language from the URL).
 */
function arabic(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const twin = (entry: RouteConfigEntry): RouteConfigEntry => ({
    ...entry,
    id: `ar/${entry.id ?? entry.file.replace(/\.[^.]+$/, "")}`,
    children: entry.children?.map(twin),
  });
  return prefix("ar", entries.map(twin));
}

/** The public site: English at these paths, Arabic under /ar (see `arabic`). */
const site = [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),

    // Sale, rent and commercial listings
    ...prefix("properties", [
      index("routes/listings/properties-index.tsx"),
      route(":method", "routes/listings/list.tsx", { id: "listings-residential" }),
    ]),
    route("commercial-properties/:method", "routes/listings/list.tsx", { id: "listings-commercial" }),
    route("properties-for-sale/:id", "routes/listings/detail.tsx", { id: "listing-sale" }),
    route("properties-to-rent/:id", "routes/listings/detail.tsx", { id: "listing-rent" }),

    // Off-plan projects
    route("off-plan-properties", "routes/projects/list.tsx"),
    route("properties-off-plan/:id", "routes/projects/detail.tsx"),
    route("new-projects", "routes/projects/new-projects.tsx"),

    // Areas, developers, staff
    route("areas", "routes/directory/areas.tsx"),
    route("areas/:id", "routes/directory/area.tsx"),
    route("area/:id", "routes/directory/area-redirect.ts"),
    route("developers", "routes/directory/developers.tsx"),
    route("developers/:id", "routes/directory/developer.tsx"),
    route("developer/:id", "routes/directory/developer-redirect.ts"),
    route("staff", "routes/directory/staff.tsx", { id: "staff" }),
    route("about/staff", "routes/directory/staff.tsx", { id: "about-staff" }),

    // Guides, blog, about and resources
    ...prefix("guides", [index("routes/content/guides-index.ts"), route(":slug", "routes/content/guide.tsx")]),
    route("blogs", "routes/content/blog-list.tsx"),
    route("blogs/:id", "routes/content/blog-post.tsx"),
    route("about/our-story", "routes/content/our-story.tsx"),
    route("about/why-choose-us", "routes/content/why-choose-us.tsx"),
    route("resources/property-valuation", "routes/content/property-valuation.tsx"),
    route("resources/rental-yield-calculator", "routes/content/rental-yield-calculator.tsx"),
    route("resources/mortgage-calculator", "routes/content/mortgage-calculator.tsx"),
    route("investment-guide", "routes/content/investment-guide.tsx"),
    route("investment-guide/read", "routes/content/investment-guide-read.tsx"),

    // Lead capture
    route("contact", "routes/leads/contact.tsx"),
    route("property-valuation-form", "routes/leads/valuation-form.tsx"),
    route("leads/:kind", "routes/leads/submit.tsx"),

    // What a visitor keeps without an account (issue 44)
    route("favourites", "routes/keep/favourites.tsx"),
    route("compare", "routes/keep/compare.tsx"),

    // Saved searches with e-mail alerts (issue 44 item 3): the sign-up and the pages its links open
    route("alerts", "routes/alerts/subscribe.tsx"),
    route("alerts/confirm/:token", "routes/alerts/confirm.tsx"),
    route("alerts/manage/:token", "routes/alerts/manage.tsx"),
    route("alerts/unsubscribe/:token", "routes/alerts/unsubscribe.tsx"),

    route("api/docs", "routes/api/docs.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
];

/** The URL map at a glance. Spec §2 route table plus product-decisions' additions. */
export default [
  ...site,
  ...arabic(site),

  // The back office: outside the site layout (its own frame), never cached, never indexed
  ...prefix("admin", [
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("forgot", "routes/admin/forgot.tsx"),
    route("welcome/:token", "routes/admin/set-password.tsx", { id: "admin-welcome" }),
    route("reset/:token", "routes/admin/set-password.tsx", { id: "admin-reset" }),
    route("two-factor", "routes/admin/two-factor.tsx"),
    route("leads/export", "routes/admin/export.ts"),
    // the desk's poll for new leads (browser notifications while it is open)
    route("leads/pulse", "routes/admin/pulse.ts"),
    route("reports/:file", "routes/admin/reports-export.ts"),
    layout("routes/admin/layout.tsx", { id: "admin-layout" }, [
      index("routes/admin/desk.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      // the saved searches with e-mail alerts (issue 44 item 3), beside the newsletter's list
      route("subscribers/alerts", "routes/admin/alerts.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("reports", "routes/admin/reports.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("assignment", "routes/admin/assignment.tsx"),
      // Listings editor (issue 20, items 1, 2, 6)
      route("listings", "routes/admin/listings.tsx"),
      route("listings/new", "routes/admin/listing-edit.tsx", { id: "admin-listing-new" }),
      route("listings/:id", "routes/admin/listing-edit.tsx", { id: "admin-listing-edit" }),
      // Back office part 2 (bocontent): blog, projects, directory
      route("blog", "routes/admin/blog-posts.tsx"),
      route("blog/new", "routes/admin/blog-post.tsx", { id: "admin-blog-new" }),
      route("blog/:id", "routes/admin/blog-post.tsx", { id: "admin-blog-post" }),
      route("projects", "routes/admin/projects.tsx"),
      route("projects/new", "routes/admin/project.tsx", { id: "admin-project-new" }),
      route("projects/:id", "routes/admin/project.tsx", { id: "admin-project-edit" }),
      route("media", "routes/admin/media.tsx"),
      route("directory", "routes/admin/directory.tsx"),
      route("directory/:kind/new", "routes/admin/directory-entry.tsx", { id: "admin-directory-new" }),
      route("directory/:kind/:id", "routes/admin/directory-entry.tsx"),
      // Portal feed imports per named source (decision 029)
      route("feeds", "routes/admin/feeds.tsx"),
      route("feeds/runs/:id", "routes/admin/feed-run.tsx"),
    ]),
    route("blog/preview", "routes/admin/blog-preview.ts"),
  ]),

  // A permit's DLD validation QR code as an image (issue 22: not inlined in every detail page)
  route("qr/:file", "routes/media/qr.ts"),

  // The map (decision 019): our own basemap and style, the lists' markers and a marker's card
  ...prefix("map", [
    route("style.json", "routes/map/style.ts"),
    route("basemap.geojson", "routes/map/basemap.ts"),
    route("markers/:list", "routes/map/markers.ts"),
    route("card/:kind/:id", "routes/map/card.ts"),
  ]),

  // Public JSON API (spec §7), served by our own server
  ...prefix("api", [
    route("locations", "routes/api/locations.ts"),
    route("properties/get_areas", "routes/api/get-areas.ts"),
    route("properties/get_developers", "routes/api/get-developers.ts"),
    route("properties/get_properties_for_main_site", "routes/api/get-properties.ts"),
    route("properties/projects", "routes/api/get-projects.ts"),
    route("properties/get_property_types", "routes/api/get-property-types.ts"),
    route("agent/all", "routes/api/agents.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Machine-readable
  route("robots.txt", "routes/seo/robots[.]txt.ts"),
  route("sitemap.xml", "routes/seo/sitemap[.]xml.ts"),
  // Our listings as portal feeds (FEED_TOKEN)
  route("feeds/:file", "routes/feeds/portal-feed.ts"),
] satisfies RouteConfig;
