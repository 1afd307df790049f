// Next.js's defaults and nothing of the service's configuration, so this app costs what the
// framework does; only the driver is loaded as ours is (next.config.mjs: `pg` is a server external
// package, not bundled), so the two run the same code for it and their profiles name it alike.
const config = { serverExternalPackages: ["pg"] };
export default config;
