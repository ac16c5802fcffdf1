import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several builds coexist (parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
