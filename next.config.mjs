// Security headers apply to every response: nothing here may be framed (the consent screen above
// all, RFC 9700 s4.15), and URLs carrying codes or state never leak through Referer to another
// origin. `same-origin` rather than `no-referrer`: under no-referrer a browser posts our own forms
// with `Origin: null`, and server actions accept only their own origin (proxy.ts).
const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets two builds (e.g. parallel e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The container image runs the traced, self-contained server in <distDir>/standalone.
  output: "standalone",
  // `npm run typecheck` (part of `npm test`) checks types; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "prom-client",
    "@prisma/instrumentation",
  ],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
