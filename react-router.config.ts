import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is known to the client from the start (decision 023): no partial manifest per page.
  routeDiscovery: { mode: "initial" },
  future: { v8_passThroughRequests: true },
  // Separate build folders let several builds coexist (parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
