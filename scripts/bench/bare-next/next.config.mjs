// Next.js's defaults: nothing of the service's configuration, so this app costs what the framework does.
const config = {};
export default config;
