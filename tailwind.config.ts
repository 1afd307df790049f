import type { Config } from "tailwindcss";

// Tailwind v4 reads this through `@config` in app/globals.css; colours (both schemes) live in
// globals.css's @theme so that they are CSS variables the dark scheme can turn around.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
};

export default config;
